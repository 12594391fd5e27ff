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

// checkReserved reports the overrides of a feature that a GeoJSON file
// could not hold: one named as a reserved property, or equal to one up to
// case (the object of properties could not hold both).
func checkReserved(p *problems, subj, path string, ts []Trait) {
	for _, t := range ts {
		for _, r := range reservedProperties {
			switch {
			case t.Name == r:
				p.add(subj, path, "override %s has a name the GeoJSON format reserves", shortQuote(t.Name))
			case equalFold(t.Name, r):
				p.add(subj, path, "override %s differs only in case from %q, a name the GeoJSON format reserves", shortQuote(t.Name), r)
			}
		}
	}
}

// gjFile is the top level of a board; its features are read one by one
// from the spans scanJSON finds.
type gjFile struct {
	Type     string          `json:"type"`
	Warkit   json.RawMessage `json:"warkit"`
	Features kindOnly        `json:"features"`
}

// kindOnly keeps only the first byte of a JSON value, its kind, so that
// decoding the top level does not copy the features.
type kindOnly byte

func (k *kindOnly) UnmarshalJSON(b []byte) error {
	*k = kindOnly(b[0])
	return nil
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
	top, err := checkFile("board", data, lim, "features")
	if err != nil {
		return BoardData{}, err
	}
	if n := top.counts["features"]; n > lim.MaxFeatures {
		return BoardData{}, &Error{Subject: "board", Path: "features",
			Err: fmt.Errorf("%d features, at most %d (Limits.MaxFeatures)", n, lim.MaxFeatures)}
	}
	var f gjFile
	if err := json.Unmarshal(data, &f); err != nil {
		return BoardData{}, jsonError("board", err, data)
	}
	if f.Features != 0 && f.Features != '[' && f.Features != 'n' {
		return BoardData{}, &Error{Subject: "board", Path: "features", Err: errors.New("features must be an array")}
	}
	p := newProblems(lim)
	if f.Type != "FeatureCollection" {
		p.add("board", "type", "GeoJSON type %s, want \"FeatureCollection\"", shortQuote(f.Type))
	}
	var d BoardData
	decodeWarkit(p, f.Warkit, &d)
	// Features that fail to decode are reported and dropped, so that a
	// flood of broken features costs no Feature each; validate numbers the
	// rest by their place in the file.
	// No feature shorter than minFeatureBytes is kept, which bounds the
	// room to make.
	room := min(len(top.spans), len(data)/minFeatureBytes)
	at := make([]int32, 0, room)
	d.Features = make([]Feature, 0, room)
	points := 0
	ids := make(map[string]int, min(len(top.spans), 1024))
	for i, span := range top.spans {
		raw := data[span[0]:span[1]] // never empty
		n := p.count()
		g := decodeFeature(p, raw, i)
		if g.ID != "" {
			if j, dup := ids[g.ID]; dup {
				p.add("feature "+shortQuote(g.ID), fmt.Sprintf("features[%d]", i), "duplicate ID (first at features[%d])", j)
			} else {
				ids[g.ID] = i
			}
		}
		if points += g.numPoints(); points > lim.MaxPoints {
			p.add("board", fmt.Sprintf("features[%d]", i), "more than %d points in all (Limits.MaxPoints)", lim.MaxPoints)
			return BoardData{}, p.err()
		}
		if p.count() == n {
			d.Features = append(d.Features, g)
			at = append(at, int32(i))
		}
	}
	d.validate(p, "warkit.", func(i int) string { return fmt.Sprintf("features[%d]", at[i]) })
	if !p.ok() {
		return BoardData{}, p.err()
	}
	return d, nil
}

// checkFile refuses a file too large, or one scanJSON refuses, before
// anything is decoded, and returns what scanJSON learnt of its top level.
// Both loaders start here.
func checkFile(subject string, data []byte, lim Limits, spansOf string) (jsonTop, error) {
	if len(data) > lim.MaxFileBytes {
		return jsonTop{}, &Error{Subject: subject, Err: fmt.Errorf("file of %d bytes, at most %d (Limits.MaxFileBytes)", len(data), lim.MaxFileBytes)}
	}
	top, e := scanJSON(data, spansOf)
	if e != nil {
		e.Subject = subject
		return top, e
	}
	return top, nil
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

// minFeatureBytes is less than the shortest valid feature,
// {"type":"Feature","properties":{"id":"a","type":"b"},"geometry":{"type":"Point","coordinates":[0,0]}}.
const minFeatureBytes = 64

// decodeFeature reads one GeoJSON feature, adding its problems to p.
func decodeFeature(p *problems, raw json.RawMessage, i int) Feature {
	gf, path, ok := featureObject(p, raw, i)
	if !ok {
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

// featureObject decodes the top of feature i and returns it with its
// path, or reports why it is no feature. raw is never empty.
func featureObject(p *problems, raw json.RawMessage, i int) (gjFeature, string, bool) {
	var gf gjFeature
	short := len(raw) < minFeatureBytes || raw[0] != '{'
	if short && p.full() {
		p.more++ // a flood of junk costs nothing each once the list is full
		return gf, "", false
	}
	path := fmt.Sprintf("features[%d]", i)
	switch {
	case raw[0] != '{':
		p.add("", path, "not a GeoJSON Feature object")
		return gf, path, false
	case len(raw) < minFeatureBytes:
		// Cheaper than decoding, and so a flood of them costs little.
		p.add("", path, "%d bytes are too few for a GeoJSON Feature with an id, a type and a geometry", len(raw))
		return gf, path, false
	}
	if err := json.Unmarshal(raw, &gf); err != nil {
		e := jsonError("", err, raw)
		e.Path = path
		p.push(e)
		return gf, path, false
	}
	if gf.Type == "" && gf.Geometry == nil && len(gf.Properties) == 0 {
		p.add("", path, "not a GeoJSON Feature (no type, geometry or properties)")
		return gf, path, false
	}
	return gf, path, true
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
	r := coordReader{b: g.Coordinates}
	var err error
	switch g.Type {
	case "Polygon":
		f.Shape = Area
		var rs []orb.Ring
		if rs, err = r.rings(); err == nil {
			f.Polygon = geom.Polygon(rs)
		}
	case "LineString":
		f.Shape = Line
		var pts []orb.Point
		if pts, err = r.positions(""); err == nil {
			f.LineString = orb.LineString(pts)
		}
		if err == nil && f.LineString == nil {
			f.LineString = orb.LineString{}
		}
	case "Point":
		f.Shape = Point
		f.Point, err = r.position()
	default:
		return fmt.Errorf("geometry type %s is not supported (want Polygon, LineString or Point)", shortQuote(g.Type))
	}
	if err == nil {
		err = r.end()
	}
	return err
}

// SaveBoard writes b as GeoJSON, in the format documented in the package
// doc: LoadBoard(SaveBoard(b)) builds a board equal to b. Every board that
// NewBoard or LoadBoard builds can be saved (NewBoard refuses what the
// format cannot hold); a nil or zero Board, which no file describes, is
// an error.
func SaveBoard(b *Board) ([]byte, error) {
	if !b.built() {
		return nil, &Error{Subject: "board", Err: errors.New("a nil or zero Board (build one with NewBoard or LoadBoard)")}
	}
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
