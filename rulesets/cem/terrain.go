package cem

import "github.com/warkit/warkit/terrain"

// The terrain traits these rules read (CEM-T1). Every terrain type except
// a crest line carries all four numbers; [NewBoard] refuses a board whose
// types lack one.
var (
	// Difficulty is the metres of movement spent per metre, or fraction,
	// moved through the terrain (CEM-T2); 0 means it cannot be entered.
	// A linear feature is crossed in 0 m, so it costs nothing to cross
	// unless its difficulty is 0 (impassable).
	Difficulty = terrain.Number("difficulty")
	// Visibility is how much the terrain hides what lies behind it,
	// added once per 5 m or fraction of a sight line inside it, and once
	// per crossing of a linear feature (CEM-L3).
	Visibility = terrain.Number("visibility")
	// Cover is the modifier the terrain gives against an enemy's attack
	// roll (CEM-L6): the seed prints it in steps of 5, any integer is
	// allowed.
	Cover = terrain.Number("cover")
	// Resistance is the number of points subtracted from the damage an
	// attacker scores against figures in the terrain (CEM-T3); an integer.
	Resistance = terrain.Number("resistance")
	// Crest marks a crest line (CEM-C1): a Line feature, closed or open,
	// whose Height is the crest's height. Crest lines carry no other trait:
	// they never change movement cost and are read only by CEM-C2.
	Crest = terrain.Flag("crest")
)

// Types returns a sample terrain table. The values the seed gives are
// pinned: visibility 0 for open ground, 1 for a cultivated field (per
// 5 m: SPEC.md's reading of the seed's example), 1 for a hedge and 2 for
// a wood in leaf; difficulty 1 for open ground (a 15 m allowance covers
// 15 m of it). Every other value is illustrative, for scenarios to
// change: the seed's own table is not in its text.
//
//	type        shape  difficulty visibility cover resistance
//	open        area   1          0          0     0
//	field       area   1          1          0     0    (cultivated)
//	hedge       line   1          1          5     0
//	wood        area   2          2          5     1    (in leaf)
//	bare-wood   area   2          1          5     1    (without leaves)
//	wall        line   1          2          10    2
//	house       area   2          10         10    3
//	river       area   0          0          0     0    (impassable)
//	bridge      area   1          0          0     0
//	crest       line   crest line: Crest only, with a height
func Types() []terrain.Type {
	t := func(name string, d, v, c, r float64) terrain.Type {
		return terrain.NewType(name, Difficulty.Is(d), Visibility.Is(v), Cover.Is(c), Resistance.Is(r))
	}
	return []terrain.Type{
		t("open", 1, 0, 0, 0),
		t("field", 1, 1, 0, 0),
		t("hedge", 1, 1, 5, 0),
		t("wood", 2, 2, 5, 1),
		t("bare-wood", 2, 1, 5, 1),
		t("wall", 1, 2, 10, 2),
		t("house", 2, 10, 10, 3),
		t("river", 0, 0, 0, 0),
		t("bridge", 1, 0, 0, 0),
		terrain.NewType("crest", Crest.Is(true)),
	}
}
