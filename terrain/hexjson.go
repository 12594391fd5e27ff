package terrain

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/warkit/warkit/geom/hex"
)

// The JSON format of a HexMap is documented in doc.go.

type hxFile struct {
	Cols     int64       `json:"cols"`
	Rows     int64       `json:"rows"`
	Origin   *hxOrigin   `json:"origin"`
	Labels   *hxLabels   `json:"labels"`
	Types    []jsType    `json:"types"`
	Fill     string      `json:"fill"`
	Hexes    []hxHex     `json:"hexes"`
	Hexsides []hxHexside `json:"hexsides"`
}

// hxOrigin is the optional "origin" member; int64 so that a 32-bit build
// reads a huge number as out of range rather than as malformed.
type hxOrigin struct {
	Col int64 `json:"col"`
	Row int64 `json:"row"`
}

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

type hxHex struct {
	Hex       string   `json:"hex"`
	Type      string   `json:"type"`
	Elevation *float64 `json:"elevation"`
	Height    *float64 `json:"height"`
}

type hxHexside struct {
	Between []string `json:"between"`
	Type    string   `json:"type"`
	Height  *float64 `json:"height"`
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
	top, err := checkFile("hex map", data, lim, "")
	if err != nil {
		return HexMapData{}, err
	}
	if n := top.counts["hexes"] + top.counts["hexsides"]; n > 4*lim.MaxHexes {
		return HexMapData{}, &Error{Subject: "hex map", Path: "hexes",
			Err: fmt.Errorf("%d hexes and hexsides, at most %d (4 × Limits.MaxHexes)", n, 4*lim.MaxHexes)}
	}
	var f hxFile
	if err := strictUnmarshal(data, &f); err != nil {
		return HexMapData{}, jsonError("hex map", err, data)
	}
	p := newProblems(lim)
	var o hxOrigin
	if f.Origin != nil {
		o = *f.Origin
	}
	if !checkHexMapSize(p, f.Cols, f.Rows) || !checkHexMapOrigin(p, o.Col, o.Row, f.Cols, f.Rows) {
		return HexMapData{}, p.err()
	}
	d := HexMapData{Cols: int(f.Cols), Rows: int(f.Rows), Fill: f.Fill, Labels: hex.StandardLabels,
		Origin: hex.Offset{Col: int(o.Col), Row: int(o.Row)}}
	labelsOK := true
	if f.Labels != nil {
		lf, probs := f.Labels.format()
		for _, s := range probs {
			p.add("hex map", "labels", "%s", s)
			labelsOK = false
		}
		d.Labels = lf
	}
	labelsOK = labelsOK && d.Labels.Validate() == nil // else reported by validate below
	d.Types = decodeTypes(p, f.Types, "")
	// Labels that do not parse drop their entry; validate then numbers the
	// rest by their place in the file.
	var hexAt, sideAt []int
	if labelsOK {
		hexAt = decodeHexes(p, f.Hexes, &d)
		sideAt = decodeHexsides(p, f.Hexsides, &d)
	}
	d.validate(p,
		func(i int) string { return fmt.Sprintf("hexes[%d]", hexAt[i]) },
		func(i int) string { return fmt.Sprintf("hexsides[%d]", sideAt[i]) })
	if !p.ok() {
		return HexMapData{}, p.err()
	}
	return d, nil
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
func decodeHexes(p *problems, hexes []hxHex, d *HexMapData) []int {
	var at []int
	for i, jh := range hexes {
		h, err := d.Labels.Parse(jh.Hex)
		if err != nil {
			p.wrap("hex "+shortQuote(jh.Hex), fmt.Sprintf("hexes[%d]", i), err)
			continue
		}
		hd := HexData{Hex: h, Type: jh.Type}
		if jh.Elevation != nil {
			hd.Elevation = *jh.Elevation
		}
		if jh.Height != nil {
			hd.Height = *jh.Height
		}
		d.Hexes = append(d.Hexes, hd)
		at = append(at, i)
	}
	return at
}

// decodeHexsides reads the "hexsides" entries whose labels parse and name
// adjacent hexes into d and returns the file index of each.
func decodeHexsides(p *problems, sides []hxHexside, d *HexMapData) []int {
	var at []int
	for i, js := range sides {
		path := fmt.Sprintf("hexsides[%d]", i)
		if len(js.Between) != 2 {
			p.add("hexside", path, "\"between\" has %d labels, want 2", len(js.Between))
			continue
		}
		subj := "hexside " + shortQuote(js.Between[0]+"/"+js.Between[1])
		a, errA := d.Labels.Parse(js.Between[0])
		b, errB := d.Labels.Parse(js.Between[1])
		if errA != nil || errB != nil {
			for _, err := range []error{errA, errB} {
				if err != nil {
					p.wrap(subj, path, err)
				}
			}
			continue
		}
		s, ok := hex.SideBetween(a, b)
		if !ok {
			p.add(subj, path, "the two hexes are not adjacent")
			continue
		}
		sd := SideData{Side: s, SideFeature: SideFeature{Type: js.Type}}
		if js.Height != nil {
			sd.Height, sd.HasHeight = *js.Height, true
		}
		d.Sides = append(d.Sides, sd)
		at = append(at, i)
	}
	return at
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
