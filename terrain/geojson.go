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
var reservedProperties = [...]string{"id", "type", "height", "elevation"}

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
// package doc), validates it, and builds it, within the default [Limits].
// It never panics. It reports the first problems it finds in document
// order (at most Limits.MaxErrors, then a count of the rest), each an
// [*Error] naming the feature by ID and its index ("features[3]"), a type
// ("warkit.types[1]"), or, for malformed JSON, the byte offset with its
// line and column.
func LoadBoard(data []byte) (*Board, error) { return Limits{}.LoadBoard(data) }

func decodeBoard(data []byte, lim Limits) (BoardData, error) {
	if err := checkFile("board", data, lim); err != nil {
		return BoardData{}, err
	}
	var f gjFile
	if err := json.Unmarshal(data, &f); err != nil {
		return BoardData{}, jsonError("board", err, data)
	}
	if len(f.Features) > lim.MaxFeatures {
		return BoardData{}, &Error{Subject: "board", Path: "features",
			Err: fmt.Errorf("%d features, at most %d (Limits.MaxFeatures)", len(f.Features), lim.MaxFeatures)}
	}
	p := newProblems(lim)
	if f.Type != "FeatureCollection" {
		p.add("board", "type", "GeoJSON type %s, want \"FeatureCollection\"", shortQuote(f.Type))
	}
	var d BoardData
	decodeWarkit(p, f.Warkit, &d)
	d.Features = make([]Feature, len(f.Features))
	skip := make([]bool, len(f.Features))
	points := 0
	for i, raw := range f.Features {
		n := p.count()
		d.Features[i] = decodeFeature(p, raw, i)
		skip[i] = p.count() > n
		if points += d.Features[i].numPoints(); points > lim.MaxPoints {
			p.add("board", fmt.Sprintf("features[%d]", i), "more than %d points in all (Limits.MaxPoints)", lim.MaxPoints)
			return BoardData{}, p.err()
		}
	}
	d.validate(p, "warkit.", skip)
	if !p.ok() {
		return BoardData{}, p.err()
	}
	return d, nil
}

// checkFile refuses a file too large or not well-formed JSON (see
// checkJSON) before anything is decoded.
func checkFile(subject string, data []byte, lim Limits) error {
	if len(data) > lim.MaxFileBytes {
		return &Error{Subject: subject, Err: fmt.Errorf("file of %d bytes, at most %d (Limits.MaxFileBytes)", len(data), lim.MaxFileBytes)}
	}
	if e := checkJSON(data); e != nil {
		e.Subject = subject
		return e
	}
	return nil
}

// decodeWarkit reads the "warkit" member: unit, extent and types.
func decodeWarkit(p *problems, raw json.RawMessage, d *BoardData) {
	if len(raw) == 0 || string(raw) == "null" {
		p.add("board", "warkit", `no "warkit" member (it holds the unit, extent and types)`)
		return
	}
	var w gjWarkit
	if err := strictUnmarshal(raw, &w); err != nil {
		e := jsonError("board", err, raw)
		e.Path = "warkit"
		p.push(e)
	}
	d.Unit = w.Unit
	if len(w.Extent) != 4 {
		p.add("board", "warkit.extent", "extent has %d numbers, want 4 (min x, min y, max x, max y)", len(w.Extent))
	} else {
		d.Extent = orb.Bound{Min: orb.Point{w.Extent[0], w.Extent[1]}, Max: orb.Point{w.Extent[2], w.Extent[3]}}
	}
	d.Types = decodeTypes(p, w.Types, "warkit.")
}

// decodeTypes reads the terrain types of either format.
func decodeTypes(p *problems, jts []jsType, prefix string) []Type {
	types := make([]Type, len(jts))
	for i, jt := range jts {
		ts, errs := decodeTraits(jt.Traits)
		for _, e := range errs {
			p.wrap("type "+shortQuote(jt.Name), fmt.Sprintf("%stypes[%d]", prefix, i), e)
		}
		types[i] = Type{Name: jt.Name, Traits: ts}
	}
	return types
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
		p.push(e)
		return Feature{}
	}
	var f Feature
	props, errs := decodeTraits(gf.Properties)
	subj := featureID(&f, props, gf.ID)
	for _, e := range errs {
		p.wrap(subj, path+".properties", e)
	}
	if gf.Type != "Feature" {
		p.add(subj, path, "GeoJSON type %s, want \"Feature\"", shortQuote(gf.Type))
	}
	for _, t := range props {
		decodeProperty(p, subj, path, &f, t)
	}
	if len(gf.ID) > 0 && string(gf.ID) != "null" && f.ID != "" {
		var id string
		if json.Unmarshal(gf.ID, &id) == nil && id != f.ID {
			p.add(subj, path, "GeoJSON id %s differs from property id %s", shortQuote(id), shortQuote(f.ID))
		}
	}
	if gf.Geometry == nil {
		p.add(subj, path, "no geometry")
		return f
	}
	if err := decodeGeometry(&f, gf.Geometry); err != nil {
		p.wrap(subj, path+".geometry", err)
	}
	return f
}

// featureID sets f.ID from the "id" property, or else from a string
// GeoJSON id, and returns the subject naming the feature in errors.
func featureID(f *Feature, props []Trait, gid json.RawMessage) string {
	for _, t := range props {
		if t.Name == "id" {
			if id, ok := t.Value.Enum(); ok {
				f.ID = id
			}
		}
	}
	if f.ID == "" && len(gid) > 0 {
		var id string
		if json.Unmarshal(gid, &id) == nil {
			f.ID = id
		}
	}
	if f.ID == "" {
		return ""
	}
	return "feature " + shortQuote(f.ID)
}

// decodeProperty reads one feature property: a reserved one or a trait
// override.
func decodeProperty(p *problems, subj, path string, f *Feature, t Trait) {
	var ok bool
	switch t.Name {
	case "id":
		_, ok = t.Value.Enum()
	case "type":
		f.Type, ok = t.Value.Enum()
	case "height":
		f.Height, ok = t.Value.Number()
		f.HasHeight = ok
	case "elevation":
		f.Elevation, ok = t.Value.Number()
		f.HasElevation = ok
	default:
		f.Traits = append(f.Traits, t)
		return
	}
	if !ok {
		want := "a number"
		if t.Name == "id" || t.Name == "type" {
			want = "a string"
		}
		p.add(subj, path, "property %q is %s, want %s", t.Name, t.Value.Kind().article(), want)
	}
}

// decodeGeometry reads a Polygon, LineString or Point into f.
func decodeGeometry(f *Feature, g *gjGeometry) error {
	var err error
	switch g.Type {
	case "Polygon":
		f.Shape = Area
		var c [][][]float64
		if err = json.Unmarshal(g.Coordinates, &c); err == nil {
			f.Polygon = make(geom.Polygon, len(c))
			for ri, ring := range c {
				if f.Polygon[ri], err = positions[orb.Ring](ring, fmt.Sprintf("ring %d ", ri)); err != nil {
					break
				}
			}
		}
	case "LineString":
		f.Shape = Line
		var c [][]float64
		if err = json.Unmarshal(g.Coordinates, &c); err == nil {
			f.LineString, err = positions[orb.LineString](c, "")
		}
	case "Point":
		f.Shape = Point
		var c []float64
		if err = json.Unmarshal(g.Coordinates, &c); err == nil {
			if len(c) != 2 {
				err = fmt.Errorf("position has %d coordinates, want 2", len(c))
			} else {
				f.Point = orb.Point{c[0], c[1]}
			}
		}
	default:
		err = fmt.Errorf("geometry type %s is not supported (want Polygon, LineString or Point)", shortQuote(g.Type))
	}
	var te *json.UnmarshalTypeError
	if err != nil && (errors.As(err, &te) || len(g.Coordinates) == 0) {
		err = errors.New("malformed coordinates")
	}
	return err
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
		if f.HasElevation {
			out = append(out, ", \"elevation\": "...)
			out = appendFloat(out, f.Elevation)
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
