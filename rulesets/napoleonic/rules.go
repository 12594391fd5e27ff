package napoleonic

import (
	"fmt"
	"strconv"
)

// Rules are the readings of the rules that the seed leaves open, each a
// named policy; the zero Rules is every default reading. A tool that
// prefers another reading states it once, in [NewMap]: every rule of the
// package is a method of the [Map] it builds.
type Rules struct {
	// Shares says how a multi-hex unit shares its increments among its
	// hexes (NAP-F5, L2, L4).
	Shares SharePolicy
	// OldGuard says what an Old Guard line in one hex pays (NAP-L5).
	OldGuard OldGuardPolicy
}

// SharePolicy says how a multi-hex unit shares its increments among the
// hexes it occupies.
type SharePolicy uint8

const (
	// SharesEven shares them as evenly as possible, the extra increments
	// going to the hexes nearest the counter first (in the order of
	// [Unit.AppendHexes]). It is the default: the seed says "evenly" for
	// line, and SPEC.md takes the same for a column of companies.
	SharesEven SharePolicy = iota
	// SharesFourFromHead fills hexes with 4 increments from the counter
	// back, the last hex holding the rest: the other reading of NAP-F5's
	// "at most 4 increments per hex". It applies to columns of companies;
	// a line is always shared evenly, as the seed says (NAP-L2, L4).
	SharesFourFromHead
)

// String returns "even" or "four from head".
func (p SharePolicy) String() string {
	switch p {
	case SharesEven:
		return "even"
	case SharesFourFromHead:
		return "four from head"
	}
	return "SharePolicy(" + strconv.Itoa(int(p)) + ")"
}

// OldGuardPolicy says what an Old Guard infantry line pays on top of the
// terrain (NAP-L5: "pays the +1 like cavalry").
type OldGuardPolicy uint8

const (
	// OldGuardLikeCavalry moves an Old Guard line exactly as a cavalry
	// line: terrain only in one hex, +1 per two hexes entered in two. It
	// is the default, the literal reading of "del mismo modo que la
	// caballería".
	OldGuardLikeCavalry OldGuardPolicy = iota
	// OldGuardPerTwoHexes charges +1 per two hexes entered whatever the
	// width: only the infantry's +1 per hex is replaced.
	OldGuardPerTwoHexes
)

// String returns "like cavalry" or "per two hexes".
func (p OldGuardPolicy) String() string {
	switch p {
	case OldGuardLikeCavalry:
		return "like cavalry"
	case OldGuardPerTwoHexes:
		return "per two hexes"
	}
	return "OldGuardPolicy(" + strconv.Itoa(int(p)) + ")"
}

// Validate refuses a policy this package does not know.
func (r Rules) Validate() error {
	if r.Shares > SharesFourFromHead {
		return fmt.Errorf("napoleonic: rules: unknown share policy %d", r.Shares)
	}
	if r.OldGuard > OldGuardPerTwoHexes {
		return fmt.Errorf("napoleonic: rules: unknown Old Guard policy %d", r.OldGuard)
	}
	return nil
}
