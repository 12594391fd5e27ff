package terrain

import (
	"encoding/json"
	"fmt"

	"github.com/warkit/warkit/geom"
)

// The JSON format of a HexMap is documented in doc.go.

type hxFile struct {
	Cols     int         `json:"cols"`
	Rows     int         `json:"rows"`
	Labels   *hxLabels   `json:"labels"`
	Types    []jsType    `json:"types"`
	Fill     string      `json:"fill"`
	Hexes    []hxHex     `json:"hexes"`
	Hexsides []hxHexside `json:"hexsides"`
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
}

type hxHexside struct {
	Between []string `json:"between"`
	Type    string   `json:"type"`
	Height  *float64 `json:"height"`
}

var offsetKinds = [...]geom.OffsetKind{geom.OddQ, geom.EvenQ, geom.OddR, geom.EvenR}

var labelStyles = [...]geom.LabelStyle{geom.LabelDigits, geom.LabelLetters, geom.LabelSheetLetters}

func (l *hxLabels) format() (geom.LabelFormat, []string) {
	var probs []string
	f := geom.LabelFormat{RowFirst: l.RowFirst, Separator: l.Separator}
	f.Offset = -1
	for _, k := range offsetKinds {
		if k.String() == l.Offset {
			f.Offset = k
		}
	}
	if f.Offset < 0 {
		probs = append(probs, fmt.Sprintf("offset %q is not one of odd-q, even-q, odd-r, even-r", l.Offset))
		f.Offset = geom.OddQ
	}
	for _, ax := range []struct {
		name string
		in   hxAxis
		out  *geom.LabelAxis
	}{{"col", l.Col, &f.Col}, {"row", l.Row, &f.Row}} {
		style := geom.LabelStyle(-1)
		switch ax.in.Style {
		case "":
			style = geom.LabelDigits
		default:
			for _, s := range labelStyles {
				if s.String() == ax.in.Style {
					style = s
				}
			}
		}
		if style < 0 {
			probs = append(probs, fmt.Sprintf("%s style %q is not one of digits, letters, sheet-letters", ax.name, ax.in.Style))
			style = geom.LabelDigits
		}
		*ax.out = geom.LabelAxis{Style: style, Width: ax.in.Width, First: ax.in.First, Descending: ax.in.Descending}
	}
	return f, probs
}

func labelsJSON(f geom.LabelFormat) hxLabels {
	axis := func(a geom.LabelAxis) hxAxis {
		return hxAxis{Style: a.Style.String(), Width: a.Width, First: a.First, Descending: a.Descending}
	}
	return hxLabels{Offset: f.Offset.String(), RowFirst: f.RowFirst, Separator: f.Separator, Col: axis(f.Col), Row: axis(f.Row)}
}

// LoadHexMap reads a hex map from JSON (the format is documented in the
// package doc), validates it, and builds it. It never panics. It reports
// every problem it finds, joined with errors.Join, each an [*Error]
// naming the hex or hexside by label and its place in the file
// ("hexes[12]", "hexsides[3]"), or, for malformed JSON, the byte offset
// with its line and column. Unknown members are errors (a misspelt
// "elevaton" would otherwise be lost).
func LoadHexMap(data []byte) (*HexMap, error) {
	d, err := decodeHexMap(data)
	if err != nil {
		return nil, err
	}
	return buildHexMap(d), nil
}

func decodeHexMap(data []byte) (HexMapData, error) {
	var f hxFile
	if err := strictUnmarshal(data, &f); err != nil {
		return HexMapData{}, jsonError("hex map", err, data)
	}
	var p problems
	d := HexMapData{Cols: f.Cols, Rows: f.Rows, Fill: f.Fill, Labels: geom.StandardLabels}
	labelsOK := true
	if f.Labels != nil {
		lf, probs := f.Labels.format()
		for _, s := range probs {
			p.add("hex map", "labels", "%s", s)
			labelsOK = false
		}
		d.Labels = lf
	}
	if labelsOK {
		if err := d.Labels.Validate(); err != nil {
			labelsOK = false // reported by validate below
		}
	}
	d.Types = make([]Type, len(f.Types))
	for i, jt := range f.Types {
		ts, errs := decodeTraits(jt.Traits)
		for _, e := range errs {
			p.wrap(fmt.Sprintf("type %q", jt.Name), fmt.Sprintf("types[%d]", i), e)
		}
		d.Types[i] = Type{Name: jt.Name, Traits: ts}
	}
	// Labels that do not parse drop their entry; validate then numbers the
	// rest by their place in the file.
	var hexAt, sideAt []int
	for i, jh := range f.Hexes {
		path := fmt.Sprintf("hexes[%d]", i)
		if !labelsOK {
			continue
		}
		h, err := d.Labels.Parse(jh.Hex)
		if err != nil {
			p.wrap(fmt.Sprintf("hex %q", jh.Hex), path, err)
			continue
		}
		hd := HexData{Hex: h, Type: jh.Type}
		if jh.Elevation != nil {
			hd.Elevation = *jh.Elevation
		}
		d.Hexes = append(d.Hexes, hd)
		hexAt = append(hexAt, i)
	}
	for i, js := range f.Hexsides {
		path := fmt.Sprintf("hexsides[%d]", i)
		if !labelsOK {
			continue
		}
		if len(js.Between) != 2 {
			p.add("hexside", path, "\"between\" has %d labels, want 2", len(js.Between))
			continue
		}
		subj := fmt.Sprintf("hexside %q", js.Between[0]+"/"+js.Between[1])
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
		s, ok := geom.SideBetween(a, b)
		if !ok {
			p.add(subj, path, "the two hexes are not adjacent")
			continue
		}
		sd := SideData{Side: s, SideFeature: SideFeature{Type: js.Type}}
		if js.Height != nil {
			sd.Height, sd.HasHeight = *js.Height, true
		}
		d.Sides = append(d.Sides, sd)
		sideAt = append(sideAt, i)
	}
	d.validate(&p,
		func(i int) string { return fmt.Sprintf("hexes[%d]", hexAt[i]) },
		func(i int) string { return fmt.Sprintf("hexsides[%d]", sideAt[i]) })
	if !p.ok() {
		return HexMapData{}, p.err()
	}
	return d, nil
}

// SaveHexMap writes m as JSON, in the format documented in the package doc,
// with the hexes and hexsides of [HexMap.Data] in that order:
// LoadHexMap(SaveHexMap(m)) builds a map equal to m.
func SaveHexMap(m *HexMap) ([]byte, error) {
	d := m.Data()
	var out []byte
	out = fmt.Appendf(out, "{\n  \"cols\": %d,\n  \"rows\": %d,\n  \"labels\": ", d.Cols, d.Rows)
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
