package terrain_test

import (
	"fmt"

	"github.com/google/go-cmp/cmp"
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// Generators of boards and hex maps for the property tests.

var cmpOpts = cmp.Options{cmp.Comparer(func(a, b hex.Side) bool { return a == b })}

var traitNames = []string{"visibility", "cover", "opaque", "concealment", "mp", "size"}

// genValue draws a value of kind k.
func genValue(t *rapid.T, k terrain.Kind, label string) terrain.Value {
	switch k {
	case terrain.KindNumber:
		if rapid.Bool().Draw(t, label+"int") {
			return terrain.NumberValue(float64(rapid.IntRange(-20, 20).Draw(t, label)))
		}
		return terrain.NumberValue(rapid.Float64Range(-1e6, 1e6).Draw(t, label))
	case terrain.KindFlag:
		return terrain.FlagValue(rapid.Bool().Draw(t, label))
	}
	return terrain.EnumValue(rapid.SampledFrom([]string{"light", "medium", "heavy", "é \"q\""}).Draw(t, label))
}

func genTypes(t *rapid.T, max int) []terrain.Type {
	n := rapid.IntRange(1, max).Draw(t, "ntypes")
	types := make([]terrain.Type, n)
	for i := range types {
		var traits []terrain.Trait
		for _, name := range traitNames {
			if rapid.Bool().Draw(t, "has-"+name) {
				k := terrain.Kind(rapid.IntRange(1, 3).Draw(t, "kind"))
				traits = append(traits, terrain.Trait{Name: name, Value: genValue(t, k, name)})
			}
		}
		types[i] = terrain.NewType(fmt.Sprintf("type-%d", i), traits...)
	}
	return types
}

var boardExtent = orb.Bound{Min: orb.Point{0, 0}, Max: orb.Point{100, 60}}

// genBoardPoint draws a point inside the board extent, often on integers.
func genBoardPoint(t *rapid.T, label string) orb.Point {
	if rapid.Bool().Draw(t, label+"grid") {
		return orb.Point{float64(rapid.IntRange(0, 100).Draw(t, label+"x")), float64(rapid.IntRange(0, 60).Draw(t, label+"y"))}
	}
	return orb.Point{rapid.Float64Range(0, 100).Draw(t, label+"x"), rapid.Float64Range(0, 60).Draw(t, label+"y")}
}

func genFeature(t *rapid.T, i int, types []terrain.Type) terrain.Feature {
	ti := rapid.IntRange(0, len(types)-1).Draw(t, "type")
	id := fmt.Sprintf("f-%d", i)
	var f terrain.Feature
	switch rapid.IntRange(0, 2).Draw(t, "shape") {
	case 0:
		p := geomtest.StarPolygon(40, 12, rapid.Bool().Draw(t, "holes")).Draw(t, "polygon")
		for _, r := range p {
			for k := range r {
				r[k] = orb.Point{r[k][0] + 50, r[k][1] + 30}
			}
		}
		f = terrain.NewArea(id, types[ti].Name, p)
	case 1:
		n := rapid.IntRange(2, 6).Draw(t, "npts")
		var l orb.LineString
		for len(l) < n {
			q := genBoardPoint(t, "v")
			if len(l) == 0 || q != l[len(l)-1] {
				l = append(l, q)
			}
		}
		if rapid.Bool().Draw(t, "closed") && n >= 3 {
			l = append(l, l[0])
		}
		f = terrain.NewLine(id, types[ti].Name, l)
	default:
		f = terrain.NewPoint(id, types[ti].Name, genBoardPoint(t, "pt"))
	}
	if rapid.Bool().Draw(t, "height") {
		f = f.WithHeight(float64(rapid.IntRange(-3, 10).Draw(t, "ht")) / 2)
	}
	if rapid.Bool().Draw(t, "elevation") {
		f = f.WithElevation(float64(rapid.IntRange(-4, 12).Draw(t, "elev")) / 4)
	}
	for _, tr := range types[ti].Traits {
		if rapid.IntRange(0, 3).Draw(t, "override") == 0 && tr.Name != "type" {
			f = f.WithTraits(terrain.Trait{Name: tr.Name, Value: genValue(t, tr.Value.Kind(), tr.Name)})
		}
	}
	return f
}

func genBoardData(t *rapid.T, maxFeatures int) terrain.BoardData {
	types := genTypes(t, 3)
	n := rapid.IntRange(0, maxFeatures).Draw(t, "nfeatures")
	fs := make([]terrain.Feature, n)
	for i := range fs {
		fs[i] = genFeature(t, i, types)
	}
	return terrain.BoardData{Extent: boardExtent, Unit: rapid.SampledFrom([]string{"m", "in", "mm"}).Draw(t, "unit"), Types: types, Features: fs}
}

func genLabels(t *rapid.T, rows int) hex.LabelFormat {
	f := hex.StandardLabels
	f.Offset = hex.OffsetKind(rapid.IntRange(0, 3).Draw(t, "offset"))
	switch rapid.IntRange(0, 3).Draw(t, "labels") {
	case 1:
		f.Separator = "."
		f.Col.Width, f.Row.Width = 0, 0
	case 2:
		f.Row.Descending, f.Row.First = true, rows
	case 3:
		f.Separator = "-"
		f.Col = hex.LabelAxis{Style: hex.LabelLetters, First: 1}
		f.Row.Width = 0
	}
	return f
}

// genOrigin draws a map origin: (0, 0) half the time, else small or large
// (up to 2^26, beyond 2^20) and of either sign.
func genOrigin(t *rapid.T) hex.Offset {
	coord := func(label string) int {
		switch rapid.IntRange(0, 2).Draw(t, label+"kind") {
		case 0:
			return 0
		case 1:
			return rapid.IntRange(-20, 20).Draw(t, label)
		}
		return rapid.IntRange(-(1<<26), 1<<26).Draw(t, label)
	}
	if rapid.Bool().Draw(t, "atzero") {
		return hex.Offset{}
	}
	return hex.Offset{Col: coord("col0"), Row: coord("row0")}
}

// shiftLabels renumbers f, made for a map at (0, 0), so that a map at
// origin prints the same labels: its first column and row keep their
// numbers.
func shiftLabels(f hex.LabelFormat, origin hex.Offset) hex.LabelFormat {
	for _, ax := range []struct {
		a *hex.LabelAxis
		o int
	}{{&f.Col, origin.Col}, {&f.Row, origin.Row}} {
		if ax.a.Descending {
			ax.a.First += ax.o
		} else {
			ax.a.First -= ax.o
		}
	}
	return f
}

func genHexMapData(t *rapid.T) terrain.HexMapData {
	cols := rapid.IntRange(1, 14).Draw(t, "cols")
	rows := rapid.IntRange(1, 12).Draw(t, "rows")
	origin := genOrigin(t)
	d := terrain.HexMapData{Origin: origin, Cols: cols, Rows: rows, Labels: shiftLabels(genLabels(t, rows), origin), Types: genTypes(t, 4)}
	if rapid.IntRange(0, 4).Draw(t, "nofill") > 0 {
		d.Fill = d.Types[rapid.IntRange(0, len(d.Types)-1).Draw(t, "fill")].Name
	}
	typeName := func() string { return d.Types[rapid.IntRange(0, len(d.Types)-1).Draw(t, "type")].Name }
	for r := range rows {
		for c := range cols {
			if d.Fill != "" && rapid.IntRange(0, 3).Draw(t, "listed") > 0 {
				continue
			}
			hd := terrain.HexData{Hex: d.Labels.Offset.ToHex(hex.Offset{Col: origin.Col + c, Row: origin.Row + r}), Type: typeName()}
			if rapid.Bool().Draw(t, "elev") {
				hd.Elevation = float64(rapid.IntRange(-2, 5).Draw(t, "e"))
			}
			if rapid.Bool().Draw(t, "height") {
				hd.Height = float64(rapid.IntRange(0, 6).Draw(t, "h")) / 2
			}
			d.Hexes = append(d.Hexes, hd)
		}
	}
	// Random order of the listed hexes: NewHexMap must not care.
	for i := len(d.Hexes) - 1; i > 0; i-- {
		j := rapid.IntRange(0, i).Draw(t, "swap")
		d.Hexes[i], d.Hexes[j] = d.Hexes[j], d.Hexes[i]
	}
	type key struct {
		s hex.Side
		t string
	}
	seen := map[key]bool{}
	for range rapid.IntRange(0, 20).Draw(t, "nsides") {
		o := hex.Offset{Col: origin.Col + rapid.IntRange(0, cols-1).Draw(t, "col"), Row: origin.Row + rapid.IntRange(0, rows-1).Draw(t, "row")}
		h := d.Labels.Offset.ToHex(o)
		dir := hex.Direction(rapid.IntRange(0, 5).Draw(t, "dir"))
		n := d.Labels.Offset.FromHex(h.Neighbor(dir))
		if n.Col < origin.Col || n.Col >= origin.Col+cols || n.Row < origin.Row || n.Row >= origin.Row+rows {
			continue
		}
		sd := terrain.SideData{Side: hex.SideOf(h, dir), SideFeature: terrain.SideFeature{Type: typeName()}}
		if rapid.Bool().Draw(t, "sideheight") {
			sd.Height, sd.HasHeight = float64(rapid.IntRange(0, 4).Draw(t, "h")), true
		}
		if seen[key{sd.Side, sd.Type}] {
			continue
		}
		seen[key{sd.Side, sd.Type}] = true
		d.Sides = append(d.Sides, sd)
	}
	return d
}

// touches reports, with geom's exact predicates, whether s touches f.
func touches(f *terrain.Feature, s geom.Segment) bool {
	switch f.Shape {
	case terrain.Area:
		return geom.SegmentPolygonDistance(s, f.Polygon) == 0
	case terrain.Line:
		return geom.SegmentLineStringDistance(s, f.LineString) == 0
	case terrain.Point:
		return geom.PointSegmentDistance(f.Point, s) == 0
	}
	return false
}
