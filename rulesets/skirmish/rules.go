package skirmish

import (
	"fmt"
	"strconv"
)

// Rules are the readings of the seed's ambiguities. The zero value is the
// default of SPEC.md; every field is a named choice whose zero is that
// default, so no zero value hides a setting.
type Rules struct {
	// LowerThanBoth reads SKR-H1 as "an intervening object is ignored when
	// it is lower than both the actor and the target". The default (false)
	// is the literal reading: lower than at least one of them.
	LowerThanBoth bool
	// Compare says which Ht of a model the height rules compare (SKR-H1,
	// SKR-V2): its own Ht attribute (the default) or its top.
	Compare HtReading
	// Ends says where a diagonal sight line starts and ends (SKR-V1, V2):
	// at the models' tops (the default) or at the surfaces they stand on.
	Ends LineEnds
}

// HtReading says which height of a model the height rules compare with
// a blocker's Ht (SKR-H1, and the "lower than" tests of SKR-V2). The
// same reading applies to the models of the pair and to the models
// between them.
type HtReading uint8

const (
	// CompareOwnHt compares the model's own Ht attribute, wherever it
	// stands: the seed's literal "el atributo Ht de la miniatura". It is
	// the default because it is what the text says, and SPEC.md takes it.
	// A model of Ht 1 on a roof does not see over a wall of Ht 1.5.
	CompareOwnHt HtReading = iota
	// CompareTop compares the model's top above the table: the Ht of the
	// piece it stands on plus its own. A model of Ht 1 on a roof of Ht 1
	// (top 2) sees over a wall of Ht 1.5.
	CompareTop
)

// String returns "own Ht" or "top".
func (r HtReading) String() string {
	switch r {
	case CompareOwnHt:
		return "own Ht"
	case CompareTop:
		return "top"
	}
	return "HtReading(" + strconv.Itoa(int(r)) + ")"
}

// LineEnds says at what height a diagonal sight line leaves the actor and
// reaches the target (SKR-V1, V2); the seed does not say.
type LineEnds uint8

const (
	// EndsAtTop joins the two models' tops (the Ht of what each stands on
	// plus its own Ht). It is the default, SPEC.md's: a model looks from
	// its eyes, and it is the most generous line.
	EndsAtTop LineEnds = iota
	// EndsAtSurface joins the surfaces the two models stand on (the Ht of
	// their pieces, 0 on the table): the line a player draws from roof to
	// street with a ruler laid on the terrain.
	EndsAtSurface
)

// String returns "tops" or "surfaces".
func (e LineEnds) String() string {
	switch e {
	case EndsAtTop:
		return "tops"
	case EndsAtSurface:
		return "surfaces"
	}
	return "LineEnds(" + strconv.Itoa(int(e)) + ")"
}

// Validate reports an unknown reading.
func (r Rules) Validate() error {
	if r.Compare > CompareTop {
		return fmt.Errorf("skirmish: rules: unknown Ht reading %d", r.Compare)
	}
	if r.Ends > EndsAtSurface {
		return fmt.Errorf("skirmish: rules: unknown line ends %d", r.Ends)
	}
	return nil
}
