package contract

import (
	"reflect"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/rulesets/cem"
	"github.com/warkit/warkit/rulesets/heavygear"
	"github.com/warkit/warkit/rulesets/napoleonic"
	"github.com/warkit/warkit/rulesets/skirmish"
	"github.com/warkit/warkit/rulesets/tactical"
	"github.com/warkit/warkit/terrain"
)

// The rulesets' own values, built by their constructors: a Heavy Gear
// board with a wood and a building and a gear on it, a skirmish table of
// two models and a wall, the seed's declared assault, and a valid unit of
// each ruleset. A hostile argument then meets a working value (the zero
// and nil receivers come from hostile as for every type).
func init() {
	must := func(v any, err error) reflect.Value {
		if err != nil {
			panic(err)
		}
		return reflect.ValueOf(v)
	}
	add := func(t reflect.Type, f func() reflect.Value) {
		builders[t] = func() []reflect.Value { return []reflect.Value{f()} }
	}
	rect := func(x0, y0, x1, y1 float64) geom.Polygon {
		return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
	}
	gear := heavygear.Model{Name: "Hunter", Size: 6, Mode: heavygear.Walker, Detection: 2, EW: 2, Defence: 2}
	hgBoard := func() *terrain.Board {
		b, err := terrain.NewBoard(terrain.BoardData{
			Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: heavygear.Unit, Types: heavygear.Types(),
			Features: []terrain.Feature{
				terrain.NewArea("jungle-1", "jungle", rect(10, 10, 16, 13)),
				terrain.NewArea("building-1", "building", rect(30, 20, 36, 23)).WithHeight(3),
			},
		})
		if err != nil {
			panic(err)
		}
		return b
	}
	add(reflect.TypeFor[heavygear.Model](), func() reflect.Value { return reflect.ValueOf(gear) })
	add(reflect.TypeFor[*heavygear.Concealer](), func() reflect.Value {
		return must(heavygear.NewConcealer(hgBoard(), heavygear.Rules{}))
	})
	add(reflect.TypeFor[*heavygear.Mover](), func() reflect.Value {
		return must(heavygear.NewMover(hgBoard(), gear, heavygear.Rules{}))
	})
	add(reflect.TypeFor[*skirmish.Table](), func() reflect.Value {
		wall := skirmish.Piece{ID: "a", Footprint: rect(4, -2, 5, 2), Ht: 1, Type: terrain.NewType("wall", skirmish.Opaque.Is(true))}
		ms := []skirmish.Model{
			skirmish.NewModel("a", orb.Point{0, 0}, skirmish.Base30, 1),
			skirmish.NewModel("b", orb.Point{10, 0}, skirmish.Base30, 1),
		}
		return must(skirmish.NewTable(ms, []skirmish.Piece{wall}, skirmish.Rules{}))
	})
	add(reflect.TypeFor[*tactical.Assault](), func() reflect.Value {
		g, s, err := tactical.SteinerSetup(tactical.Rules{})
		if err != nil {
			panic(err)
		}
		return must(g.Declare(s))
	})
	add(reflect.TypeFor[tactical.Unit](), func() reflect.Value {
		return reflect.ValueOf(tactical.Unit{ID: "a", Steps: 2, FullSteps: 2, Morale: 10})
	})
	add(reflect.TypeFor[cem.Unit](), func() reflect.Value { return reflect.ValueOf(cem.SeedScene().British) })
	add(reflect.TypeFor[napoleonic.Unit](), func() reflect.Value {
		return reflect.ValueOf(napoleonic.Unit{
			Name: "8th KGL", Arm: napoleonic.Infantry, Increments: 6, Nationality: "KGL",
			Values: napoleonic.Values{Melee: 6}, Formation: napoleonic.Line, Width: 2, Extent: hex.ExtendRight,
			Head: hex.Hex{Q: 6, R: 3}, Facing: hex.VertexFacing(1),
		})
	})
}
