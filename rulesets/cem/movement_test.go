package cem

import (
	"math/big"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// CEM-M1: squads and half-squads 15 m, weapon teams 10 m, 15 m without
// the weapon.
func TestCEM_M1_Allowances(t *testing.T) {
	cases := []struct {
		name string
		u    Unit
		want float64
	}{
		{"squad", Unit{Kind: Squad}, 15},
		{"half-squad", Unit{Kind: HalfSquad}, 15},
		{"weapon team", Unit{Kind: WeaponTeam}, 10},
		{"weapon team abandoning the weapon", Unit{Kind: WeaponTeam, AbandonsWeapon: true}, 15},
		{"a scenario's speed", Unit{Kind: Squad, Speed: 20}, 20},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.u.Allowance(); got != c.want {
				t.Fatalf("allowance %v, want %v", got, c.want)
			}
		})
	}
	// The lead's move is measured against the allowance.
	b := newBoard(t, Rules{})
	team := Unit{Name: "MG", Kind: WeaponTeam, Figures: []Figure{{ID: "m1", At: orb.Point{10, 0}}}}
	c, err := b.CheckMove(team, Straight(team, 0, []orb.Point{{22, 0}}), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.OK() || c.Refusals[0].Rule != "CEM-M1" {
		t.Fatalf("12 m for a weapon team: %s", c)
	}
	team.AbandonsWeapon = true
	if c, _ := b.CheckMove(team, Straight(team, 0, []orb.Point{{22, 0}}), nil, nil); !c.OK() {
		t.Fatalf("12 m without the weapon: %s", c)
	}
}

// squad is a unit of three figures in a row along y, facing +x.
func squad() Unit {
	return Unit{Name: "1st squad", Kind: Squad, Figures: []Figure{
		{ID: "f1", At: orb.Point{20, 0}}, {ID: "f2", At: orb.Point{18, 4}}, {ID: "f3", At: orb.Point{14, -3}},
	}}
}

// CEM-M2: the lead is measured, the others checked; every reason is
// given.
func TestCEM_M2_MovingAUnit(t *testing.T) {
	b := newBoard(t, Rules{}, terrain.NewArea("wood-1", "wood", rect(40, -50, 60, 50)),
		terrain.NewArea("river-1", "river", rect(20, -50, 25, -30)))
	u := squad()
	form := MaxSpacing(6)
	cases := []struct {
		name  string
		m     Move
		rules []string
	}{
		{"the seed's move: lead 15 m, others more but under 30", Straight(u, 0, []orb.Point{{35, 0}, {33, 4}, {31, -2}}), nil},
		{"the lead overruns its allowance", Straight(u, 0, []orb.Point{{36, 0}, {33, 4}, {31, -2}}), []string{"CEM-M1"}},
		{"a figure ends ahead of the lead", Straight(u, 0, []orb.Point{{35, 0}, {36, 4}, {31, -2}}), []string{"CEM-M2"}},
		{"the lead was not the most advanced (and f1 ends ahead of it)", Straight(u, 1, []orb.Point{{35, 0}, {33, 4}, {31, -2}}), []string{"CEM-M2", "CEM-M2"}},
		{"a figure moves more than twice the allowance", Move{Lead: 0, Paths: []orb.LineString{{{20, 0}, {35, 0}}, {{18, 4}, {18, 40}, {33, 4}}, {{14, -3}, {31, -2}}}}, []string{"CEM-M2"}},
		{"out of formation", Straight(u, 0, []orb.Point{{35, 0}, {33, 4}, {20, -3}}), []string{"CEM-M2"}},
		{"into the river", Move{Lead: 0, Paths: []orb.LineString{{{20, 0}, {35, 0}}, {{18, 4}, {33, 4}}, {{14, -3}, {22, -35}, {31, -2}}}}, []string{"CEM-T2"}},
		{"everything at once", Straight(u, 0, []orb.Point{{36, 0}, {37, 4}, {20, -3}}), []string{"CEM-M1", "CEM-M2", "CEM-M2"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := b.CheckMove(u, c.m, nil, form)
			if err != nil {
				t.Fatal(err)
			}
			var rules []string
			for _, r := range got.Refusals {
				rules = append(rules, r.Rule)
			}
			if strings.Join(rules, " ") != strings.Join(c.rules, " ") {
				t.Fatalf("refusals %v, want %v\n%s", rules, c.rules, got)
			}
		})
	}
	for _, bad := range []Move{{Lead: 3, Paths: Straight(u, 0, nil).Paths}, {Lead: 0}, {Lead: 0, Paths: []orb.LineString{{{0, 0}}, {{18, 4}}, {{14, -3}}}}} {
		if _, err := b.CheckMove(u, bad, nil, nil); err == nil {
			t.Errorf("malformed move %v accepted", bad)
		}
	}
}

// CEM-M3: ending strictly closer than 5 m to an enemy unit is forbidden;
// exactly 5 m is allowed, decided exactly.
func TestCEM_M3_FiveMetres(t *testing.T) {
	b := newBoard(t, Rules{})
	one := Unit{Name: "scout", Figures: []Figure{{ID: "s", At: orb.Point{12, 0}}}}
	enemy := []Unit{{Name: "enemy", Figures: []Figure{{ID: "e", At: orb.Point{30, 0}}}}}
	diag := Unit{Name: "enemy", Figures: []Figure{{ID: "e", At: orb.Point{24.1, 10.4}}}} // 3-4-5 from (21.1, 6.4)
	cases := []struct {
		name    string
		to      orb.Point
		enemies []Unit
		ok      bool
	}{
		{"exactly 5 m", orb.Point{25, 0}, enemy, true},
		{"a hair closer", orb.Point{25.000000000000004, 0}, enemy, false},
		{"4 m", orb.Point{26, 0}, nil, true},
		{"4 m from an enemy", orb.Point{26, 0}, enemy, false},
		{"exactly 5 m on a diagonal", orb.Point{21.1, 6.4}, []Unit{diag}, closerThan(geom.Disc{Center: orb.Point{21.1, 6.4}}, geom.Disc{Center: orb.Point{24.1, 10.4}}, 5) == false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			one := one
			got, err := b.CheckMove(one, Straight(one, 0, []orb.Point{c.to}), c.enemies, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.OK() != c.ok {
				t.Fatalf("ok %v, want %v\n%s", got.OK(), c.ok, got)
			}
		})
	}
	// Bases: edge to edge.
	based := Unit{Name: "scout", Figures: []Figure{{ID: "s", At: orb.Point{10, 0}, Base: 0.5}}}
	e2 := []Unit{{Name: "enemy", Figures: []Figure{{ID: "e", At: orb.Point{30, 0}, Base: 0.5}}}}
	if got, _ := b.CheckMove(based, Straight(based, 0, []orb.Point{{24, 0}}), e2, nil); !got.OK() {
		t.Errorf("bases exactly 5 m apart refused: %s", got)
	}
	if got, _ := b.CheckMove(based, Straight(based, 0, []orb.Point{{24.5, 0}}), e2, nil); got.OK() {
		t.Errorf("bases 4.5 m apart allowed")
	}
	// Property: the strict test agrees with an exact rational oracle.
	t.Run("oracle", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			c := func(n string) float64 { return float64(rapid.IntRange(-400, 400).Draw(t, n)) / 8 }
			p, q := orb.Point{c("px"), c("py")}, orb.Point{c("qx"), c("qy")}
			dx := new(big.Rat).Sub(new(big.Rat).SetFloat64(p[0]), new(big.Rat).SetFloat64(q[0]))
			dy := new(big.Rat).Sub(new(big.Rat).SetFloat64(p[1]), new(big.Rat).SetFloat64(q[1]))
			d2 := dx.Add(dx.Mul(dx, dx), dy.Mul(dy, dy))
			want := d2.Cmp(big.NewRat(25, 1)) < 0
			if got := closerThan(geom.Disc{Center: p}, geom.Disc{Center: q}, 5); got != want {
				t.Fatalf("%v %v: closer %v, want %v", p, q, got, want)
			}
		})
	})
}

// CEM-M4: a charge moves double, in a straight line, and ends within 5 m
// of a visible enemy unit or in terrain with cover 2 or more.
func TestCEM_M4_Charge(t *testing.T) {
	b := newBoard(t, Rules{},
		terrain.NewArea("house-1", "house", rect(45, 10, 55, 20)),
		terrain.NewArea("wood-1", "wood", rect(100, -50, 120, 50)),
		terrain.NewLine("wall-1", "wall", orb.LineString{{10, -20}, {10, -10}}),
	)
	one := Unit{Name: "scout", Figures: []Figure{{ID: "s", At: orb.Point{30, 0}}}}
	enemy := Unit{Name: "enemy", Figures: []Figure{{ID: "e", At: orb.Point{60, 0}}}}
	hidden := Unit{Name: "hidden", Figures: []Figure{{ID: "h", At: orb.Point{103, 0}}}} // 3 m into the wood
	charge := func(u Unit, path ...orb.Point) Move {
		return Move{Lead: 0, Charge: true, Paths: []orb.LineString{append(orb.LineString{u.Figures[0].At}, path...)}}
	}
	cases := []struct {
		name    string
		r       Rules
		u       Unit
		m       Move
		enemies []Unit
		rules   []string
	}{
		{"25 m to exactly 5 m of a visible enemy", Rules{}, one, charge(one, orb.Point{55, 0}), []Unit{enemy}, nil},
		{"31 m: more than double", Rules{}, one, charge(one, orb.Point{61, 1}), []Unit{enemy}, []string{"CEM-M4", "CEM-M3"}},
		{"ends short of the enemy", Rules{}, one, charge(one, orb.Point{50, 0}), []Unit{enemy}, []string{"CEM-M4"}},
		{"into contact, closer than 5 m: M3 by default", Rules{}, one, charge(one, orb.Point{57, 0}), []Unit{enemy}, []string{"CEM-M3"}},
		{"into contact, with charges free of M3", Rules{ChargeIgnoresExclusion: true}, one, charge(one, orb.Point{57, 0}), []Unit{enemy}, nil},
		{"to a house (cover 10)", Rules{}, one, charge(one, orb.Point{45, 10}), nil, nil},
		{"to 5 m of an enemy it cannot see", Rules{}, Unit{Name: "scout", Figures: []Figure{{ID: "s", At: orb.Point{80, 0}}}},
			charge(Unit{Figures: []Figure{{At: orb.Point{80, 0}}}}, orb.Point{98, 0}), []Unit{hidden}, []string{"CEM-M4"}},
		{"a bend: not a straight line", Rules{}, one, charge(one, orb.Point{40, 8}, orb.Point{55, 0}), []Unit{enemy}, []string{"CEM-M4"}},
		{"a bend round the wall it touched", Rules{}, Unit{Name: "scout", Edge: true, Figures: []Figure{{ID: "s", At: orb.Point{9.5, -15}}}},
			charge(Unit{Figures: []Figure{{At: orb.Point{9.5, -15}}}}, orb.Point{9.5, -5}, orb.Point{29, -5}), []Unit{{Name: "enemy", Figures: []Figure{{ID: "e", At: orb.Point{34, -5}}}}}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bb := b
			if c.r != (Rules{}) {
				bb = newBoard(t, c.r, b.Terrain().Data().Features...)
			}
			got, err := bb.CheckMove(c.u, c.m, c.enemies, nil)
			if err != nil {
				t.Fatal(err)
			}
			var rules []string
			for _, r := range got.Refusals {
				rules = append(rules, r.Rule)
			}
			if strings.Join(rules, " ") != strings.Join(c.rules, " ") {
				t.Fatalf("refusals %v, want %v\n%s", rules, c.rules, got)
			}
			for _, r := range got.Refusals {
				if r.Code == "" || r.Code.Rule() != r.Rule {
					t.Errorf("refusal %v: code %q of rule %q", r, r.Code, r.Code.Rule())
				}
			}
		})
	}
	// A charge over its doubled allowance has its own code.
	got, err := b.CheckMove(one, charge(one, orb.Point{61, 1}), []Unit{enemy}, nil)
	if err != nil || len(got.Refusals) == 0 || got.Refusals[0].Code != ChargeOverAllowance {
		t.Errorf("charge over double: %v, %v", got, err)
	}
}

// A larger allowance never refuses a move that a smaller one allows.
func TestCEM_M1_LargerAllowanceAllowsMore(t *testing.T) {
	b := newBoard(t, Rules{}, terrain.NewArea("wood-1", "wood", rect(40, -50, 60, 50)),
		terrain.NewArea("field-1", "field", rect(70, -20, 90, 20)))
	rapid.Check(t, func(t *rapid.T) {
		c := func(n string, lo, hi int) float64 { return float64(rapid.IntRange(lo, hi).Draw(t, n)) / 2 }
		u := Unit{Name: "u", Kind: Squad}
		var to []orb.Point
		for i := range rapid.IntRange(1, 4).Draw(t, "n") {
			u.Figures = append(u.Figures, Figure{ID: string(rune('a' + i)), At: orb.Point{c("x", 20, 100), c("y", -60, 60)}})
			to = append(to, orb.Point{c("tx", 20, 300), c("ty", -60, 60)})
		}
		m := Straight(u, rapid.IntRange(0, len(u.Figures)-1).Draw(t, "lead"), to)
		m.Charge = rapid.Bool().Draw(t, "charge")
		enemies := []Unit{{Name: "e", Figures: []Figure{{ID: "e", At: orb.Point{c("ex", 0, 300), c("ey", -60, 60)}}}}}
		small := c("small", 1, 60)
		u.Speed = small
		a, err := b.CheckMove(u, m, enemies, MaxSpacing(10))
		if err != nil {
			t.Fatal(err)
		}
		u.Speed = small + c("more", 0, 60)
		z, err := b.CheckMove(u, m, enemies, MaxSpacing(10))
		if err != nil {
			t.Fatal(err)
		}
		if a.OK() && !z.OK() {
			t.Fatalf("allowed at %v, refused at %v:\n%s", small, u.Speed, z)
		}
		if len(z.Refusals) > len(a.Refusals) {
			t.Fatalf("more reasons with a larger allowance:\n%s%s", a, z)
		}
	})
}
