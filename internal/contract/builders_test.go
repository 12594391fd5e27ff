package contract

import (
	"math/rand/v2"
	"reflect"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/rulesets/cem"
	"github.com/warkit/warkit/rulesets/napoleonic"
	"github.com/warkit/warkit/rulesets/tactical"
	"github.com/warkit/warkit/terrain"
)

// The real values the sweep builds by their constructors, one builder per
// type (not per function): the seeds' boards and maps, the rulesets'
// grounds and sample tables (and cem's ground.Ground), hex sight over a
// kit scene, a small region, a step cost and a seeded random source. A
// call that takes one of these types gets the built value as its benign
// argument (receivers included), so a hostile argument meets real state;
// its hostile values (nil, a pointer to the zero value) come from hostile.
func init() {
	must := func(v any, err error) reflect.Value {
		if err != nil {
			panic(err)
		}
		return reflect.ValueOf(v)
	}
	one := func(f func() reflect.Value) func() []reflect.Value {
		return func() []reflect.Value { return []reflect.Value{f()} }
	}
	add := func(t reflect.Type, f func() reflect.Value) { builders[t] = one(f) }

	add(reflect.TypeFor[*terrain.Board](), func() reflect.Value {
		return must(terrain.NewBoard(cem.SeedScene().Board))
	})
	add(reflect.TypeFor[terrain.BoardData](), func() reflect.Value { return reflect.ValueOf(cem.SeedScene().Board) })
	add(reflect.TypeFor[*terrain.HexMap](), func() reflect.Value { return must(tactical.SteinerMap()) })
	add(reflect.TypeFor[*cem.Board](), func() reflect.Value {
		tb, err := terrain.NewBoard(cem.SeedScene().Board)
		if err != nil {
			panic(err)
		}
		return must(cem.NewBoard(tb, cem.Rules{}))
	})
	add(reflect.TypeFor[*ground.Ground](), func() reflect.Value {
		tb, err := terrain.NewBoard(cem.SeedScene().Board)
		if err != nil {
			panic(err)
		}
		b, err := cem.NewBoard(tb, cem.Rules{})
		if err != nil {
			panic(err)
		}
		return reflect.ValueOf(b.Ground())
	})
	add(reflect.TypeFor[cem.Scene](), func() reflect.Value { return reflect.ValueOf(cem.SeedScene()) })
	add(reflect.TypeFor[*los.Tracer](), func() reflect.Value {
		tb, err := terrain.NewBoard(cem.SeedScene().Board)
		if err != nil {
			panic(err)
		}
		return reflect.ValueOf(los.NewTracer(tb))
	})
	add(reflect.TypeFor[*tactical.Ground](), func() reflect.Value {
		g, _, err := tactical.SteinerSetup(tactical.Rules{})
		return must(g, err)
	})
	add(reflect.TypeFor[tactical.Setup](), func() reflect.Value {
		_, s, err := tactical.SteinerSetup(tactical.Rules{})
		return must(s, err)
	})
	add(reflect.TypeFor[*combat.Table[int]](), func() reflect.Value { return must(tactical.SampleFireTable()) })
	add(reflect.TypeFor[*combat.Table[tactical.CRTCell]](), func() reflect.Value { return must(tactical.SampleCRT()) })
	add(reflect.TypeFor[*combat.Roller](), func() reflect.Value { return reflect.ValueOf(combat.SeededRoller(1)) })
	add(reflect.TypeFor[napoleonic.FireEffects](), func() reflect.Value { return reflect.ValueOf(napoleonic.SampleFireEffects()) })
	add(reflect.TypeFor[*napoleonic.Map](), func() reflect.Value {
		hm, err := terrain.NewHexMap(terrain.HexMapData{Cols: 16, Rows: 12, Labels: hex.StandardLabels, Types: napoleonic.Types(), Fill: "open"})
		if err != nil {
			panic(err)
		}
		return must(napoleonic.NewMap(hm, napoleonic.Rules{}))
	})
	add(reflect.TypeFor[move.Region](), func() reflect.Value {
		return reflect.ValueOf(move.Region(move.Rect{Offset: hex.OddQ, Cols: 4, Rows: 4}))
	})
	add(reflect.TypeFor[*move.Workspace](), func() reflect.Value {
		return must(move.NewWorkspace(move.Rect{Offset: hex.OddQ, Cols: 4, Rows: 4}))
	})
	// Hex sight over a scene of the kit (blocking and hindering terrain,
	// hills, walls), with a threshold and an elevation model.
	scene := func() hexsighttest.Scene {
		sc, err := hexsighttest.RandomScene(rand.New(rand.NewPCG(1, 2)), 3)
		if err != nil {
			panic(err)
		}
		return sc
	}
	sight := func() *hexsight.Sight {
		m, err := scene().Map()
		if err != nil {
			panic(err)
		}
		hs, err := hexsight.New(m, hexsighttest.Rules(hexsight.SpineBoth, true, 3))
		if err != nil {
			panic(err)
		}
		return hs
	}
	add(reflect.TypeFor[hexsighttest.Scene](), func() reflect.Value { return reflect.ValueOf(scene()) })
	add(reflect.TypeFor[*hexsight.Sight](), func() reflect.Value { return reflect.ValueOf(sight()) })
	add(reflect.TypeFor[*hexsight.Shared](), func() reflect.Value { return must(hexsight.NewShared(sight())) })
	// A seeded source, so that the kits' Random* draws run with their
	// hostile sizes (a zero *rand.Rand stops them at their source check).
	add(reflect.TypeFor[*rand.Rand](), func() reflect.Value { return reflect.ValueOf(rand.New(rand.NewPCG(1, 2))) })
	add(reflect.TypeFor[move.StepCost](), func() reflect.Value {
		return reflect.ValueOf(move.StepCost(func(from, to hex.Hex, side hex.Side) (float64, bool) { return 1, true }))
	})
	// Steps for the rules searches: a model, so that its effects are
	// applied too.
	add(reflect.TypeFor[move.Steps](), func() reflect.Value {
		return reflect.ValueOf(move.Steps(move.StepModel{
			Entry:      func(hex.Hex) (float64, bool) { return 1, true },
			SideEffect: func(s hex.Side) move.ZOCEffect { return move.ZOCEffect(s.Dir()) },
		}))
	})
}
