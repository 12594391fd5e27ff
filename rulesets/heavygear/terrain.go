package heavygear

import (
	"github.com/warkit/warkit/terrain"
)

// Unit is the unit of every Heavy Gear board: inches. Constructors refuse
// a board in another unit.
const Unit = "in"

// Movement classes (HG-M1), the members of [MoveClass].
const (
	Clear        = "clear"         // open ground: hardened dust, prairie
	Soft         = "soft"          // sand, snow, mud
	Rough        = "rough"         // rough or dense: scree, rubble, copses
	VeryRough    = "very-rough"    // very rough or very dense: boulders, dense vegetation
	Impassable   = "impassable"    // cliffs, crevasses
	Structure    = "structure"     // buildings: impassable unless they admit the model
	Road         = "road"          // clear; ground mode pays 1 MP per 2 in
	ShallowWater = "shallow-water" // less than 1 in deep
	DeepWater    = "deep-water"    // destroys a model without the perk that enters
)

// Concealment classes (HG-K4), the members of [ConcealClass].
const (
	NoConcealment = "none"
	Light         = "light"  // sparse woods, marsh, bushes: +1 per full 4 in
	Medium        = "medium" // dense jungle, light structures: +1 per full 2 in
	Heavy         = "heavy"  // hard buildings, rocks, trenches, wrecks: +1 per full inch
)

// The terrain traits this package reads. A feature without MoveClass does
// not change movement (a hill that only gives height); one without
// ConcealClass does not conceal; one without CoverSize gives no cover.
var (
	// MoveClass is the movement class of HG-M1.
	MoveClass = terrain.Enum("hg.move", Clear, Soft, Rough, VeryRough, Impassable, Structure, Road, ShallowWater, DeepWater)
	// WhiteWater marks water terrain as rapids: +1 MP per inch, hover
	// included (HG-M1). It has no effect on other classes.
	WhiteWater = terrain.Flag("hg.white-water")
	// AdmitsInfantry marks a structure that infantry treat as clear
	// terrain (HG-M1: "usually infantry"); see [Rules.Admits] for
	// other admissions.
	AdmitsInfantry = terrain.Flag("hg.admits-infantry")
	// ConcealClass is the concealment class of HG-K4.
	ConcealClass = terrain.Enum("hg.conceal", NoConcealment, Light, Medium, Heavy)
	// CoverSize is the Cover Size of abstract terrain (HG-C2). It is also
	// the terrain's size for HG-K3 unless the feature carries [Size].
	CoverSize = terrain.Number("hg.cover-size")
	// Size is the size of a piece for HG-K3 ("the terrain's size is at
	// least half the target's"), when it differs from its Cover Size.
	Size = terrain.Number("hg.size")
	// Solid marks a solid object: solid cover (HG-C1, a further −1) and a
	// kill-zone breaker for the set-up checker (HG-S1).
	Solid = terrain.Flag("hg.solid")
	// RoadKind names the kind of a road for the width guidance of HG-S1;
	// see [RoadGuides].
	RoadKind = terrain.Enum("hg.road-kind", AnyRoad, Street, OneLane, TwoLane, DualCarriageway)
	// Width is the width of a road drawn as a Line feature, or overrides
	// the width estimated from an Area road (HG-S1); 0 means "not given".
	Width = terrain.Number("hg.width")
)

// Types returns sample terrain types covering every class: one per
// movement class (named after it) and the concealing pieces of the seed's
// pictures: "scrub" (dense for movement, light concealment, cover size 4),
// "jungle" (very dense, medium, cover size 4), "lichen" (dense, light,
// cover size 7), "building" (structure, heavy, solid, cover size 15,
// admits infantry), "rocks" (very rough, solid, cover size 15) and
// "white-water" (shallow white water). Cover sizes other than the seed's
// are illustrative.
func Types() []terrain.Type {
	return []terrain.Type{
		terrain.NewType(Clear, MoveClass.Is(Clear)),
		terrain.NewType(Soft, MoveClass.Is(Soft)),
		terrain.NewType(Rough, MoveClass.Is(Rough)),
		terrain.NewType(VeryRough, MoveClass.Is(VeryRough)),
		terrain.NewType(Impassable, MoveClass.Is(Impassable)),
		terrain.NewType(Structure, MoveClass.Is(Structure), AdmitsInfantry.Is(false)),
		terrain.NewType(Road, MoveClass.Is(Road), Width.Is(0), RoadKind.Is(AnyRoad)),
		terrain.NewType(ShallowWater, MoveClass.Is(ShallowWater), WhiteWater.Is(false)),
		terrain.NewType(DeepWater, MoveClass.Is(DeepWater), WhiteWater.Is(false)),
		terrain.NewType("white-water", MoveClass.Is(ShallowWater), WhiteWater.Is(true)),
		terrain.NewType("scrub", MoveClass.Is(Rough), ConcealClass.Is(Light), CoverSize.Is(4)),
		terrain.NewType("jungle", MoveClass.Is(VeryRough), ConcealClass.Is(Medium), CoverSize.Is(4)),
		terrain.NewType("lichen", MoveClass.Is(Rough), ConcealClass.Is(Light), CoverSize.Is(7)),
		terrain.NewType("building", MoveClass.Is(Structure), ConcealClass.Is(Heavy), CoverSize.Is(15), Solid.Is(true), AdmitsInfantry.Is(true)),
		terrain.NewType("rocks", MoveClass.Is(VeryRough), ConcealClass.Is(Heavy), CoverSize.Is(15), Solid.Is(true)),
	}
}
