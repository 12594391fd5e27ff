package terrain

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// The GeoJSON format of a Board is documented in doc.go.

// reservedProperties are the feature properties that are not trait
// overrides.
var reservedProperties = [...]string{"id", "type", "height"}

type gjFile struct {
	Type     string            `json:"type"`
	Warkit   json.RawMessage   `json:"warkit"`
	Features []json.RawMessage `json:"features"`
}

type gjWarkit struct {
	Unit   string    `json:"unit"`
	Extent []float64 `json:"extent"`
	Types  []jsType  `json:"types"`
}

// jsType is a terrain type in both file formats.
type jsType struct {
	Name   string          `json:"name"`
	Traits json.RawMessage `json:"traits"`
}

type gjFeature struct {
	Type       string          `json:"type"`
	ID         json.RawMessage `json:"id"`
	Geometry   *gjGeometry     `json:"geometry"`
	Properties json.RawMessage `json:"properties"`
}

type gjGeometry struct {
	Type        string          `json:"type"`
	Coordinates json.RawMessage `json:"coordinates"`
}

// LoadBoard reads a board from GeoJSON (the format is documented in the
// package doc), validates it, and builds it. It never panics. It reports
// every problem it finds, joined with errors.Join, each an [*Error] naming
// the feature by ID and its index ("features[3]"), a type
// ("warkit.types[1]"), or, for malformed JSON, the byte offset with its
// line and column.
func LoadBoard(data []byte) (*Board, error) {
	d, err := decodeBoard(data)
	if err != nil {
		return nil, err
	}
	return buildBoard(d), nil
}

func decodeBoard(data []byte) (BoardData, error) {
	var f gjFile
	if err := json.Unmarshal(data, &f); err != nil {
		return BoardData{}, jsonError("board", err, data)
	}
	var p problems
	if f.Type != "FeatureCollection" {
		p.add("board", "type", "GeoJSON type %q, want \"FeatureCollection\"", f.Type)
	}
	var d BoardData
	if len(f.Warkit) == 0 || string(f.Warkit) == "null" {
		p.add("board", "warkit", `no "warkit" member (it holds the unit, extent and types)`)
	} else {
		var w gjWarkit
		if err := strictUnmarshal(f.Warkit, &w); err != nil {
			e := jsonError("board", err, f.Warkit)
			e.Path = "warkit"
			p.errs = append(p.errs, e)
		}
		d.Unit = w.Unit
		if len(w.Extent) != 4 {
			p.add("board", "warkit.extent", "extent has %d numbers, want 4 (min x, min y, max x, max y)", len(w.Extent))
		} else {
			d.Extent = orb.Bound{Min: orb.Point{w.Extent[0], w.Extent[1]}, Max: orb.Point{w.Extent[2], w.Extent[3]}}
		}
		d.Types = make([]Type, len(w.Types))
		for i, jt := range w.Types {
			ts, errs := decodeTraits(jt.Traits)
			for _, e := range errs {
				p.wrap(fmt.Sprintf("type %q", jt.Name), fmt.Sprintf("warkit.types[%d]", i), e)
			}
			d.Types[i] = Type{Name: jt.Name, Traits: ts}
		}
	}
	d.Features = make([]Feature, len(f.Features))
	skip := make([]bool, len(f.Features))
	for i, raw := range f.Features {
		n := len(p.errs)
		d.Features[i] = decodeFeature(&p, raw, i)
		skip[i] = len(p.errs) > n
	}
	d.validate(&p, "warkit.", skip)
	if !p.ok() {
		return BoardData{}, p.err()
	}
	return d, nil
}

// strictUnmarshal decodes raw into v, refusing unknown fields.
func strictUnmarshal(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("data after the JSON value")
	}
	return nil
}

// decodeFeature reads one GeoJSON feature, adding its problems to p.
func decodeFeature(p *problems, raw json.RawMessage, i int) Feature {
	path := fmt.Sprintf("features[%d]", i)
	var gf gjFeature
	if err := json.Unmarshal(raw, &gf); err != nil {
		e := jsonError("", err, raw)
		e.Path = path
		p.errs = append(p.errs, e)
		return Feature{}
	}
	var f Feature
	props, errs := decodeTraits(gf.Properties)
	subj := ""
	for _, t := range props {
		if t.Name == "id" {
			if id, ok := t.Value.Enum(); ok {
				f.ID = id
				subj = fmt.Sprintf("feature %q", id)
			}
		}
	}
	if f.ID == "" && len(gf.ID) > 0 {
		// Fall back on the GeoJSON feature id when it is a string.
		var id string
		if json.Unmarshal(gf.ID, &id) == nil && id != "" {
			f.ID = id
			subj = fmt.Sprintf("feature %q", id)
		}
	}
	for _, e := range errs {
		p.wrap(subj, path+".properties", e)
	}
	if gf.Type != "Feature" {
		p.add(subj, path, "GeoJSON type %q, want \"Feature\"", gf.Type)
	}
	for _, t := range props {
		switch t.Name {
		case "id":
			if _, ok := t.Value.Enum(); !ok {
				p.add(subj, path, "property \"id\" is %s, want a string", t.Value.Kind().article())
			}
		case "type":
			if s, ok := t.Value.Enum(); ok {
				f.Type = s
			} else {
				p.add(subj, path, "property \"type\" is %s, want a string", t.Value.Kind().article())
			}
		case "height":
			if h, ok := t.Value.Number(); ok {
				f.Height, f.HasHeight = h, true
			} else {
				p.add(subj, path, "property \"height\" is %s, want a number", t.Value.Kind().article())
			}
		default:
			f.Traits = append(f.Traits, t)
		}
	}
	if len(gf.ID) > 0 && string(gf.ID) != "null" && f.ID != "" {
		var id string
		if json.Unmarshal(gf.ID, &id) == nil && id != f.ID {
			p.add(subj, path, "GeoJSON id %q differs from property id %q", id, f.ID)
		}
	}
	if gf.Geometry == nil {
		p.add(subj, path, "no geometry")
		return f
	}
	var err error
	switch gf.Geometry.Type {
	case "Polygon":
		f.Shape = Area
		var c [][][]float64
		if err = json.Unmarshal(gf.Geometry.Coordinates, &c); err == nil {
			f.Polygon = make(geom.Polygon, len(c))
			for ri, ring := range c {
				f.Polygon[ri], err = positions[orb.Ring](ring, fmt.Sprintf("ring %d ", ri))
				if err != nil {
					break
				}
			}
		}
	case "LineString":
		f.Shape = Line
		var c [][]float64
		if err = json.Unmarshal(gf.Geometry.Coordinates, &c); err == nil {
			f.LineString, err = positions[orb.LineString](c, "")
		}
	case "Point":
		f.Shape = Point
		var c []float64
		if err = json.Unmarshal(gf.Geometry.Coordinates, &c); err == nil {
			if len(c) != 2 {
				err = fmt.Errorf("position has %d coordinates, want 2", len(c))
			} else {
				f.Point = orb.Point{c[0], c[1]}
			}
		}
	default:
		err = fmt.Errorf("geometry type %q is not supported (want Polygon, LineString or Point)", gf.Geometry.Type)
	}
	if err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) || len(gf.Geometry.Coordinates) == 0 {
			err = errors.New("malformed coordinates")
		}
		p.wrap(subj, path+".geometry", err)
	}
	return f
}

// positions converts GeoJSON positions, each of exactly two numbers.
func positions[T ~[]orb.Point](c [][]float64, what string) (T, error) {
	out := make(T, len(c))
	for i, pos := range c {
		if len(pos) != 2 {
			return nil, fmt.Errorf("%spoint %d: position has %d coordinates, want 2", what, i, len(pos))
		}
		out[i] = orb.Point{pos[0], pos[1]}
	}
	return out, nil
}

// SaveBoard writes b as GeoJSON, in the format documented in the package
// doc: LoadBoard(SaveBoard(b)) builds a board equal to b. It fails only if
// a feature overrides a trait named "id", "type" or "height", which the
// format reserves.
func SaveBoard(b *Board) ([]byte, error) {
	var out []byte
	out = append(out, "{\n  \"type\": \"FeatureCollection\",\n  \"warkit\": {\n    \"unit\": "...)
	out = appendString(out, b.unit)
	out = append(out, ",\n    \"extent\": ["...)
	for i, x := range []float64{b.extent.Min[0], b.extent.Min[1], b.extent.Max[0], b.extent.Max[1]} {
		if i > 0 {
			out = append(out, ", "...)
		}
		out = appendFloat(out, x)
	}
	out = append(out, "],\n    \"types\": ["...)
	out = appendTypes(out, b.types, "\n      ")
	out = append(out, "\n    ]\n  },\n  \"features\": ["...)
	var errs []error
	for i := range b.features {
		f := &b.features[i]
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, "\n    {\"type\": \"Feature\", \"id\": "...)
		out = appendString(out, f.ID)
		out = append(out, ", \"properties\": {\"id\": "...)
		out = appendString(out, f.ID)
		out = append(out, ", \"type\": "...)
		out = appendString(out, f.Type)
		if f.HasHeight {
			out = append(out, ", \"height\": "...)
			out = appendFloat(out, f.Height)
		}
		for _, t := range f.Traits {
			for _, r := range reservedProperties {
				if t.Name == r {
					errs = append(errs, &Error{Subject: fmt.Sprintf("feature %q", f.ID), Path: fmt.Sprintf("features[%d]", i),
						Err: fmt.Errorf("override %q has a name the GeoJSON format reserves", t.Name)})
				}
			}
			out = append(out, ", "...)
			out = appendString(out, t.Name)
			out = append(out, ": "...)
			out = appendValue(out, t.Value)
		}
		out = append(out, "},\n     \"geometry\": "...)
		out = appendGeometry(out, f)
		out = append(out, '}')
	}
	out = append(out, "\n  ]\n}\n"...)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}

func appendGeometry(b []byte, f *Feature) []byte {
	switch f.Shape {
	case Area:
		b = append(b, `{"type": "Polygon", "coordinates": [`...)
		for i, r := range f.Polygon {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendPositions(b, r)
		}
		return append(b, "]}"...)
	case Line:
		b = append(b, `{"type": "LineString", "coordinates": `...)
		b = appendPositions(b, f.LineString)
		return append(b, '}')
	}
	b = append(b, `{"type": "Point", "coordinates": `...)
	b = appendPosition(b, f.Point)
	return append(b, '}')
}

func appendPositions(b []byte, pts []orb.Point) []byte {
	b = append(b, '[')
	for i, q := range pts {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = appendPosition(b, q)
	}
	return append(b, ']')
}

func appendPosition(b []byte, q orb.Point) []byte {
	b = append(b, '[')
	b = appendFloat(b, q[0])
	b = append(b, ", "...)
	b = appendFloat(b, q[1])
	return append(b, ']')
}
