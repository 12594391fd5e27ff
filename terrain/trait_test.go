package terrain_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/terrain"
)

var Concealment = terrain.Enum("concealment", "light", "medium", "heavy")

func TestGet(t *testing.T) {
	wood := terrain.NewType("wood", Visibility.Is(2), Opaque.Is(true), Concealment.Is("heavy"),
		terrain.Trait{Name: "odd", Value: terrain.EnumValue("dense")})
	if v, err := terrain.Get(wood, Visibility); v != 2 || err != nil {
		t.Errorf("Get visibility = %v, %v", v, err)
	}
	if v, err := terrain.Get(wood, Opaque); !v || err != nil {
		t.Errorf("Get opaque = %v, %v", v, err)
	}
	if v, err := terrain.Get(wood, Concealment); v != "heavy" || err != nil {
		t.Errorf("Get concealment = %v, %v", v, err)
	}
	for _, tc := range []struct {
		name string
		get  func() error
		want string
	}{
		{"missing", func() error { _, err := terrain.Get(wood, Cover); return err },
			`terrain: type "wood": trait "cover" is missing`},
		{"wrong kind", func() error { _, err := terrain.Get(wood, terrain.Flag("visibility")); return err },
			`terrain: type "wood": trait "visibility" is a number (2), want a flag`},
		{"not a member", func() error { _, err := terrain.Get(wood, terrain.Enum("odd", "a", "b")); return err },
			`terrain: type "wood": trait "odd" is "dense", not one of a, b`},
		{"zero key", func() error { _, err := terrain.Get(wood, terrain.Key[float64]{}); return err },
			`terrain: zero Key`},
		{"nil source", func() error { _, err := terrain.Get(nil, Cover); return err },
			`nil Source`},
	} {
		err := tc.get()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
	if _, ok, err := terrain.Lookup(wood, Cover); ok || err != nil {
		t.Errorf("Lookup missing = %v, %v", ok, err)
	}
	if _, _, err := terrain.Lookup(wood, terrain.Number("opaque")); err == nil {
		t.Errorf("Lookup of the wrong kind: no error")
	}
}

func TestValueAndKey(t *testing.T) {
	for _, tc := range []struct {
		v    terrain.Value
		kind terrain.Kind
		str  string
	}{
		{terrain.NumberValue(2.5), terrain.KindNumber, "2.5"},
		{terrain.FlagValue(true), terrain.KindFlag, "true"},
		{terrain.EnumValue("light"), terrain.KindEnum, `"light"`},
		{terrain.Value{}, 0, "invalid"},
	} {
		if tc.v.Kind() != tc.kind || tc.v.String() != tc.str {
			t.Errorf("%v: kind %v string %q", tc.v, tc.v.Kind(), tc.v.String())
		}
	}
	if !terrain.NumberValue(1).Equal(terrain.NumberValue(1)) || terrain.NumberValue(1).Equal(terrain.FlagValue(true)) {
		t.Error("Equal")
	}
	if s := Concealment.String(); s != "concealment (enum light|medium|heavy)" {
		t.Errorf("Key.String = %q", s)
	}
	m := Concealment.Members()
	m[0] = "changed"
	if Concealment.Members()[0] != "light" {
		t.Error("Members shares storage")
	}
}

func TestColumns(t *testing.T) {
	b := benchBoard(4, 72, 48, 2, 5, 1)
	d := b.Data()
	d.Features[1] = d.Features[1].WithTraits(Visibility.Is(7))
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	vis, err := terrain.FeatureColumn(b, Visibility)
	if err != nil {
		t.Fatal(err)
	}
	if vis.Len() != 4 || vis.At(0) != 2 || vis.At(1) != 7 || vis.At(2) != 2 || vis.At(3) != 1 || vis.Name() != "visibility" {
		t.Errorf("column %v %v %v %v", vis.At(0), vis.At(1), vis.At(2), vis.At(3))
	}
	if err := vis.Require(); err != nil {
		t.Errorf("Require: %v", err)
	}
	cover, err := terrain.FeatureColumn(b, Cover)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := cover.Lookup(0); ok {
		t.Error("cover present")
	}
	err = cover.Require()
	var te *terrain.Error
	if !errors.As(err, &te) || !strings.Contains(err.Error(), `feature "piece-3" (type "rough"): trait "cover" is missing`) {
		t.Errorf("Require: %v", err)
	}
	if _, err := terrain.FeatureColumn(b, terrain.Flag("visibility")); err == nil ||
		strings.Count(err.Error(), "want a flag") != 4 {
		t.Errorf("wrong-kind column: %v", err)
	}
	tc, err := terrain.TypeColumn(b.Types(), Visibility)
	if err != nil || tc.At(b.FeatureType(3)) != 1 {
		t.Errorf("TypeColumn: %v %v", tc, err)
	}
}

// An index outside the column is an entry without the trait, not a panic
// (the root doc promises no panics outside Must functions).
func TestColumnOutOfRangeIsMissing(t *testing.T) {
	b := benchBoard(4, 72, 48, 2, 5, 1)
	vis, err := terrain.FeatureColumn(b, Visibility)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{-1, 4, 5, math.MaxInt, math.MinInt} {
		if v := vis.At(i); v != 0 {
			t.Errorf("At(%d) = %v, want 0", i, v)
		}
		if v, ok := vis.Lookup(i); ok || v != 0 {
			t.Errorf("Lookup(%d) = %v, %v, want 0, false", i, v, ok)
		}
	}
	var zero terrain.Column[float64]
	if zero.At(0) != 0 || zero.Len() != 0 {
		t.Error("the zero Column is not empty")
	}
}
