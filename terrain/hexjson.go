package terrain

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/warkit/warkit/geom/hex"
)

// The JSON format of a HexMap is documented in doc.go.

// The members of each object of a hex map file; any other is an error.
var (
	hexMapMembers  = []string{"cols", "rows", "origin", "labels", "types", "fill", "hexes", "hexsides"}
	originMembers  = []string{"col", "row"}
	labelsMembers  = []string{"offset", "rowFirst", "separator", "col", "row"}
	axisMembers    = []string{"style", "width", "first", "descending"}
	hexMembers     = []string{"hex", "type", "elevation", "height"}
	hexsideMembers = []string{"between", "type", "height"}
)

type hxLabels struct {
	Offset    string `json:"offset"`
	RowFirst  bool   `json:"rowFirst"`
	Separator string `json:"separator"`
	Col       hxAxis `json:"col"`
	Row       hxAxis `json:"row"`
}

type hxAxis struct {
	Style      string `json:"style"`
	Width      int    `json:"width"`
	First      int    `json:"first"`
	Descending bool   `json:"descending"`
}

var offsetKinds = [...]hex.OffsetKind{hex.OddQ, hex.EvenQ, hex.OddR, hex.EvenR}

var labelStyles = [...]hex.LabelStyle{hex.LabelDigits, hex.LabelLetters, hex.LabelSheetLetters}

func (l *hxLabels) format() (hex.LabelFormat, []string) {
	var probs []string
	f := hex.LabelFormat{RowFirst: l.RowFirst, Separator: l.Separator}
	f.Offset = -1
	for _, k := range offsetKinds {
		if k.String() == l.Offset {
			f.Offset = k
		}
	}
	if f.Offset < 0 {
		probs = append(probs, fmt.Sprintf("offset %q is not one of odd-q, even-q, odd-r, even-r", l.Offset))
		f.Offset = hex.OddQ
	}
	for _, ax := range []struct {
		name string
		in   hxAxis
		out  *hex.LabelAxis
	}{{"col", l.Col, &f.Col}, {"row", l.Row, &f.Row}} {
		style := hex.LabelStyle(-1)
		switch ax.in.Style {
		case "":
			style = hex.LabelDigits
		default:
			for _, s := range labelStyles {
				if s.String() == ax.in.Style {
					style = s
				}
			}
		}
		if style < 0 {
			probs = append(probs, fmt.Sprintf("%s style %q is not one of digits, letters, sheet-letters", ax.name, ax.in.Style))
			style = hex.LabelDigits
		}
		*ax.out = hex.LabelAxis{Style: style, Width: ax.in.Width, First: ax.in.First, Descending: ax.in.Descending}
	}
	return f, probs
}

func labelsJSON(f hex.LabelFormat) hxLabels {
	axis := func(a hex.LabelAxis) hxAxis {
		return hxAxis{Style: a.Style.String(), Width: a.Width, First: a.First, Descending: a.Descending}
	}
	return hxLabels{Offset: f.Offset.String(), RowFirst: f.RowFirst, Separator: f.Separator, Col: axis(f.Col), Row: axis(f.Row)}
}

// LoadHexMap reads a hex map from JSON (the format is documented in the
// package doc), validates it, and builds it, within the default [Limits].
// It never panics. It reports the first problems it finds in document
// order (at most Limits.MaxErrors, then a count of the rest), each an
// [*Error] naming the hex or hexside by label and its place in the file
// ("hexes[12]", "hexsides[3]"), or, for malformed JSON, the byte offset
// with its line and column. Unknown members are errors (a misspelt
// "elevaton" would otherwise be lost). The declared size is checked
// before anything is allocated for the hexes.
func LoadHexMap(data []byte) (*HexMap, error) { return Limits{}.LoadHexMap(data) }

func decodeHexMap(data []byte, lim Limits) (HexMapData, error) {
	top, err := checkFile("hex map", data, lim, memberLimit{})
	if err != nil {
		return HexMapData{}, err
	}
	if n := top.counts["hexes"] + top.counts["hexsides"]; n > 4*lim.MaxHexes {
		return HexMapData{}, &Error{Subject: "hex map", Path: "hexes",
			Err: fmt.Errorf("%d hexes and hexsides, at most %d (4 × Limits.MaxHexes)", n, 4*lim.MaxHexes)}
	}
	p := newFileProblems(lim)
	var v [8][]byte // hexMapMembers
	if !(jsonReader{p: p, subj: "hex map"}).object(topValue(data), "a hex map") {
		p.add("hex map", "", `a hex map is a JSON object, {"cols": ..., "rows": ..., ...}`)
		return HexMapData{}, p.err()
	}
	members(p, "hex map", "", topValue(data), hexMapMembers, v[:], true)
	cols, okC := jsonReader{p: p, subj: "hex map", path: "cols"}.integer(v[0], "cols", 0)
	rows, okR := jsonReader{p: p, subj: "hex map", path: "rows"}.integer(v[1], "rows", 0)
	col0, row0, okO := decodeOrigin(p, v[2])
	if !okC || !okR || !okO || !checkHexMapSize(p, cols, rows) || !checkHexMapOrigin(p, col0, row0, cols, rows) {
		return HexMapData{}, p.err()
	}
	d := HexMapData{Cols: int(cols), Rows: int(rows), Origin: hex.Offset{Col: int(col0), Row: int(row0)},
		Fill: jsonReader{p: p, subj: "hex map", path: "fill"}.str(v[5], "fill")}
	labelsOK := true
	if isNull(v[3]) {
		d.Labels, labelsOK = defaultLabels(p, d.Origin, d.Cols)
	} else {
		d.Labels, labelsOK = decodeLabels(p, v[3])
	}
	labelsOK = labelsOK && d.Labels.Validate() == nil // else reported by validate below
	d.Types = decodeTypes(p, v[4], "")
	// Labels that do not parse drop their entry; validate then numbers the
	// rest by their place in the file.
	var hexAt, sideAt []int32
	if labelsOK {
		hexAt = decodeHexes(p, v[6], &d)
		sideAt = decodeHexsides(p, v[7], &d)
	}
	d.validate(p,
		func(i int) string { return fmt.Sprintf("hexes[%d]", hexAt[i]) },
		func(i int) string { return fmt.Sprintf("hexsides[%d]", sideAt[i]) })
	if !p.ok() {
		return HexMapData{}, p.err()
	}
	return d, nil
}

// decodeOrigin reads the optional "origin", {"col": c, "row": r}.
func decodeOrigin(p *problems, raw []byte) (col, row int64, ok bool) {
	r := jsonReader{p: p, subj: "hex map", path: "origin"}
	if !r.object(raw, "origin") {
		return 0, 0, isNull(raw)
	}
	var v [2][]byte
	n := p.count()
	members(p, "hex map", "origin", raw, originMembers, v[:], true)
	col, okC := jsonReader{p: p, subj: "hex map", path: "origin.col"}.integer(v[0], "col", 0)
	row, okR := jsonReader{p: p, subj: "hex map", path: "origin.row"}.integer(v[1], "row", 0)
	return col, row, okC && okR && p.count() == n
}

// decodeLabels reads the "labels" member into a label format, and
// reports whether it could.
func decodeLabels(p *problems, raw []byte) (hex.LabelFormat, bool) {
	r := jsonReader{p: p, subj: "hex map", path: "labels"}
	if !r.object(raw, "labels") {
		return standardLabels, false
	}
	n := p.count()
	var v [5][]byte
	members(p, "hex map", "labels", raw, labelsMembers, v[:], true)
	l := hxLabels{Offset: r.str(v[0], "offset"), RowFirst: r.flag(v[1], "rowFirst"), Separator: r.str(v[2], "separator")}
	for k, ax := range [...]*hxAxis{&l.Col, &l.Row} {
		name := labelsMembers[3+k]
		ar := jsonReader{p: p, subj: "hex map", path: "labels." + name}
		if !ar.object(v[3+k], name) {
			continue
		}
		var av [4][]byte
		members(p, "hex map", "labels."+name, v[3+k], axisMembers, av[:], true)
		width, _ := ar.integer(av[1], "width", math.MaxInt32)
		first, _ := ar.integer(av[2], "first", math.MaxInt32)
		*ax = hxAxis{Style: ar.str(av[0], "style"), Width: int(width), First: int(first), Descending: ar.flag(av[3], "descending")}
	}
	f, probs := l.format()
	for _, s := range probs {
		p.add("hex map", "labels", "%s", s)
	}
	return f, p.count() == n
}

// standardLabels is hex.StandardLabels as it was when this package was
// initialised: a file without "labels" reads the same whatever a program
// later assigns to the exported variable, and concurrent loads read no
// shared mutable state. A LabelFormat holds no slice, so the copy shares
// nothing.
var standardLabels = hex.StandardLabels

// defaultLabels returns the labels of a map whose file has no "labels":
// standardLabels with the column part widened to the map's widest column
// number (0101 up to column 99; 00101 and 10001 on a map of 100 to 999
// columns), so that every hex of a map of any allowed size has a label.
// A map whose origin gives a column or row a number below 1 has none,
// and the error says to add "labels".
func defaultLabels(p *problems, origin hex.Offset, cols int) (hex.LabelFormat, bool) {
	f := standardLabels
	f.Col.Width = max(f.Col.Width, len(strconv.Itoa(origin.Col+cols-1+f.Col.First)))
	if lo := min(origin.Col+f.Col.First, origin.Row+f.Row.First); lo < 0 {
		p.add("hex map", "labels", `no "labels" member, and the default labels (hex.StandardLabels) number the map's first column or row %d, below 0: add a "labels" member`, lo)
		return f, false
	}
	return f, true
}

// checkHexMapSize checks the declared size against the limits before
// anything is allocated for it; the numbers are int64 so that a 32-bit
// build reads 2^31 columns as too many rather than as malformed.
func checkHexMapSize(p *problems, cols, rows int64) bool {
	if cols < 1 || rows < 1 || cols > MaxHexMapSide || rows > MaxHexMapSide || cols*rows > int64(p.lim.MaxHexes) {
		p.add("hex map", "cols", "size %d x %d is outside 1..%d on a side or %d hexes (Limits.MaxHexes)",
			cols, rows, MaxHexMapSide, p.lim.MaxHexes)
		return false
	}
	return true
}

// checkHexMapOrigin checks that every column and row of the map, from the
// origin (col0, row0) over a size already checked, lies within
// ±MaxHexMapCoord; int64 keeps the sums exact on 32-bit builds.
func checkHexMapOrigin(p *problems, col0, row0, cols, rows int64) bool {
	const lim = MaxHexMapCoord
	if col0 < -lim || row0 < -lim || col0 > lim || row0 > lim || col0+cols-1 > lim || row0+rows-1 > lim {
		p.add("hex map", "origin", "origin (col %d, row %d) with size %d x %d reaches outside ±%d (MaxHexMapCoord)",
			col0, row0, cols, rows, lim)
		return false
	}
	return true
}

// decodeHexes reads the "hexes" entries whose labels parse into d and
// returns the file index of each.
func decodeHexes(p *problems, raw []byte, d *HexMapData) []int32 {
	if !(jsonReader{p: p, subj: "hex map", path: "hexes"}).array(raw, "hexes") {
		return nil
	}
	n := countElements(raw)
	d.Hexes = make([]HexData, 0, n)
	at := make([]int32, 0, n)
	eachElement(raw, func(i int, val []byte) bool {
		n := p.count()
		if hd, ok := decodeHex(p, val, i, d.Labels); ok && p.count() == n {
			d.Hexes = append(d.Hexes, hd)
			at = append(at, int32(i))
		}
		return true
	})
	return at
}

// decodeHex reads entry i of "hexes".
func decodeHex(p *problems, val []byte, i int, labels hex.LabelFormat) (HexData, bool) {
	r := jsonReader{p: p, list: "hexes", index: i, kind: "hex"}
	if val[0] != '{' {
		r.add("a hex must be an object")
		return HexData{}, false
	}
	var v [4][]byte
	members(nil, "", "", val, hexMembers, v[:], false)
	r.name, r.named = r.str(v[0], "hex"), true
	unknownMembers(r, val, hexMembers)
	hd := HexData{Type: r.str(v[1], "type")}
	if !isNull(v[2]) {
		hd.Elevation, _ = r.num(v[2], "elevation")
	}
	if !isNull(v[3]) {
		hd.Height, _ = r.num(v[3], "height")
	}
	h, err := labels.Parse(r.name)
	if err != nil {
		r.wrap(err)
		return HexData{}, false
	}
	hd.Hex = h
	return hd, true
}

// decodeHexsides reads the "hexsides" entries whose labels parse and name
// adjacent hexes into d and returns the file index of each.
func decodeHexsides(p *problems, raw []byte, d *HexMapData) []int32 {
	if !(jsonReader{p: p, subj: "hex map", path: "hexsides"}).array(raw, "hexsides") {
		return nil
	}
	n := countElements(raw)
	d.Sides = make([]SideData, 0, n)
	at := make([]int32, 0, n)
	eachElement(raw, func(i int, val []byte) bool {
		n := p.count()
		if sd, ok := decodeHexside(p, val, i, d.Labels); ok && p.count() == n {
			d.Sides = append(d.Sides, sd)
			at = append(at, int32(i))
		}
		return true
	})
	return at
}

// decodeHexside reads entry i of "hexsides".
func decodeHexside(p *problems, val []byte, i int, labels hex.LabelFormat) (SideData, bool) {
	var between [2]string
	r := jsonReader{p: p, list: "hexsides", index: i, kind: "hexside"}
	if val[0] != '{' {
		r.add("a hexside must be an object")
		return SideData{}, false
	}
	var v [3][]byte
	members(nil, "", "", val, hexsideMembers, v[:], false)
	k := 0
	if r.array(v[0], `"between"`) {
		eachElement(v[0], func(i int, l []byte) bool {
			if k++; k <= 2 {
				between[i] = r.str(l, `a label of "between"`)
			}
			return k <= 2 // a third is enough to refuse
		})
	}
	if k != 2 {
		what := strconv.Itoa(k)
		if k > 2 {
			what = "more than 2"
		}
		r.add("\"between\" has %s labels, want 2", what)
		return SideData{}, false
	}
	r.name, r.name2, r.named = between[0], between[1], true
	unknownMembers(r, val, hexsideMembers)
	sd := SideData{SideFeature: SideFeature{Type: r.str(v[1], "type")}}
	if !isNull(v[2]) {
		sd.Height, _ = r.num(v[2], "height")
		sd.HasHeight = true
	}
	a, errA := labels.Parse(between[0])
	b, errB := labels.Parse(between[1])
	if errA != nil || errB != nil {
		for _, err := range []error{errA, errB} {
			if err != nil {
				r.wrap(err)
			}
		}
		return SideData{}, false
	}
	s, ok := hex.SideBetween(a, b)
	if !ok {
		r.add("the two hexes are not adjacent")
		return SideData{}, false
	}
	sd.Side = s
	return sd, true
}

// SaveHexMap writes m as JSON, in the format documented in the package doc,
// with the hexes and hexsides of [HexMap.Data] in that order:
// LoadHexMap(SaveHexMap(m)) builds a map equal to m. A nil or zero
// HexMap, which no file describes, is an error.
func SaveHexMap(m *HexMap) ([]byte, error) {
	if m == nil || m.cols == 0 {
		return nil, &Error{Subject: "hex map", Err: errors.New("a nil or zero HexMap (build one with NewHexMap or LoadHexMap)")}
	}
	d := m.Data()
	var out []byte
	out = fmt.Appendf(out, "{\n  \"cols\": %d,\n  \"rows\": %d,\n  ", d.Cols, d.Rows)
	if d.Origin != (hex.Offset{}) { // omitted at (0, 0): such files read as before origins existed
		out = fmt.Appendf(out, "\"origin\": {\"col\": %d, \"row\": %d},\n  ", d.Origin.Col, d.Origin.Row)
	}
	out = append(out, "\"labels\": "...)
	lj, err := json.Marshal(labelsJSON(d.Labels))
	if err != nil {
		return nil, err
	}
	out = append(out, lj...)
	out = append(out, ",\n  \"types\": ["...)
	out = appendTypes(out, d.Types, "\n    ")
	out = append(out, "\n  ],\n  \"fill\": "...)
	out = appendString(out, d.Fill)
	out = append(out, ",\n  \"hexes\": ["...)
	for i, hd := range d.Hexes {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, "\n    {\"hex\": "...)
		l, err := d.Labels.Format(hd.Hex)
		if err != nil {
			return nil, err
		}
		out = appendString(out, l)
		out = append(out, ", \"type\": "...)
		out = appendString(out, hd.Type)
		if hd.Elevation != 0 {
			out = append(out, ", \"elevation\": "...)
			out = appendFloat(out, hd.Elevation)
		}
		if hd.Height != 0 {
			out = append(out, ", \"height\": "...)
			out = appendFloat(out, hd.Height)
		}
		out = append(out, '}')
	}
	out = append(out, "\n  ],\n  \"hexsides\": ["...)
	for i, sd := range d.Sides {
		if i > 0 {
			out = append(out, ',')
		}
		a, b := sideHexes(d.Labels.Offset, sd.Side)
		la, err := d.Labels.Format(a)
		if err != nil {
			return nil, err
		}
		lb, err := d.Labels.Format(b)
		if err != nil {
			return nil, err
		}
		out = append(out, "\n    {\"between\": ["...)
		out = appendString(out, la)
		out = append(out, ", "...)
		out = appendString(out, lb)
		out = append(out, "], \"type\": "...)
		out = appendString(out, sd.Type)
		if sd.HasHeight {
			out = append(out, ", \"height\": "...)
			out = appendFloat(out, sd.Height)
		}
		out = append(out, '}')
	}
	out = append(out, "\n  ]\n}\n"...)
	return out, nil
}
