package tactical

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// sampleFireCells is the sample Fire Table: 2D6 final roll by row (2..12),
// fire factors by column. Low rolls hurt: −1 for a moving target means more
// hits. Only column 3, row 5 (3 hits) comes from the seed; every other cell
// is illustrative.
const sampleFireCells = `
# 1  2  3  4..5 6..8 9..11 12..15 16..20 21..30 31..99
  3  4  5  6    7    8     9      10     11     12   # 2
  2  3  4  5    6    7     8      9      10     11   # 3
  2  3  4  4    5    6     7      8      9      10   # 4
  1  2  3  4    4    5     6      7      8      9    # 5
  1  2  2  3    4    4     5      6      7      8    # 6
  1  1  2  2    3    4     4      5      6      7    # 7
  0  1  1  2    2    3     4      4      5      6    # 8
  0  0  1  1    2    2     3      4      4      5    # 9
  0  0  0  1    1    2     2      3      4      4    # 10
  0  0  0  0    1    1     2      2      3      4    # 11
  0  0  0  0    0    1     1      2      2      3    # 12
`

// SampleFireTable returns the sample Fire Table: columns by fire factors,
// fractional factors rounded up to pick the column (TAC-F1: 2.5 → 3), rows
// by the 2D6 final roll 2..12, the cell in hits before the terrain divisor.
// A final roll beyond the rows reads the nearest row (combat.Clamp), as do
// factors beyond the columns.
//
// Only one cell is the seed's: column 3, final roll 5 → 3 hits. The seed's
// text says it crosses "5 factors" with the roll 5 after rounding 2.5
// factors up to the column of 3; that "5" is a slip for column 3 (SPEC
// TAC-F1), and this table reads column 3. Every other cell is illustrative,
// made up to be monotone: load the game's own table with combat.NewTable.
//
// It returns an error only if the package's own data were broken, which
// its tests rule out.
func SampleFireTable() (*combat.Table[int], error) {
	cells, err := combat.ParseCells(sampleFireCells, combat.ParseInt)
	if err != nil {
		return nil, fmt.Errorf("tactical: sample fire table: %w", err)
	}
	t, err := combat.NewTable(combat.TableSpec[int]{
		Name: "fire",
		Dice: combat.TwoD6,
		Rows: combat.Spans(2, 12),
		Columns: combat.FactorColumns(combat.At(1), combat.At(2), combat.At(3),
			combat.Between(4, 5), combat.Between(6, 8), combat.Between(9, 11),
			combat.Between(12, 15), combat.Between(16, 20), combat.Between(21, 30),
			combat.Between(31, 99)).WithRounding(combat.Up),
		Cells: cells,
	})
	if err != nil {
		return nil, fmt.Errorf("tactical: sample fire table: %w", err)
	}
	return t, nil
}

// sampleCRTCells is the sample Assault CRT: 1D6 final roll by row (1..6),
// odds by column. Low rolls favour the attacker, as the seed's modifiers
// imply (attacker morale 10 and a weak defender are both −1). Only 1:1,
// final roll 3 → 0/1 comes from the seed; the rest is illustrative.
const sampleCRTCells = `
# 1:3   1:2   1:1   2:1   3:1   4:1
  1/1   0/1   0/1r  0/2r  0/2r  0/3r  # 1
  1/1   1/1   0/1   0/1r  0/2r  0/2r  # 2
  1/0   1/1   0/1   0/1   0/1r  0/2r  # 3
  2/0   1/0   1/1   0/1   0/1   0/1r  # 4
  2r/0  1r/0  1/0   1/1   1/1   0/1   # 5
  2r/0  2r/0  1r/0  1/0   1/1   1/1   # 6
`

// SampleCRT returns the sample Assault CRT: odds columns 1:3 to 4:1 chosen
// in the defender's favour (4:4 → 1:1, 7:4 → 1:1), rows by the 1D6 final
// roll 1..6, cells [CRTCell]. A final roll below 1 reads row 1 and above 6
// row 6; odds beyond the columns read the nearest column (combat.Clamp).
//
// Only one cell is the seed's: 1:1, final roll 3 → 0/1. Every other cell,
// and every retreat ("r"), is illustrative: load the game's own CRT with
// combat.NewTable and [ParseCRTCell].
//
// It returns an error only if the package's own data were broken, which
// its tests rule out.
func SampleCRT() (*combat.Table[CRTCell], error) {
	cells, err := combat.ParseCells(sampleCRTCells, ParseCRTCell)
	if err != nil {
		return nil, fmt.Errorf("tactical: sample CRT: %w", err)
	}
	t, err := combat.NewTable(combat.TableSpec[CRTCell]{
		Name: "assault",
		Dice: combat.D6,
		Rows: combat.Spans(1, 6),
		Columns: combat.OddsColumns(combat.Odds{A: 1, D: 3}, combat.Odds{A: 1, D: 2}, combat.Odds{A: 1, D: 1},
			combat.Odds{A: 2, D: 1}, combat.Odds{A: 3, D: 1}, combat.Odds{A: 4, D: 1}),
		Cells: cells,
	})
	if err != nil {
		return nil, fmt.Errorf("tactical: sample CRT: %w", err)
	}
	return t, nil
}
