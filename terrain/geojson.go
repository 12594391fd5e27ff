package terrain

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

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

// The members each object of a board file may hold. The top level, a
// Feature and its geometry may also hold GeoJSON's foreign members
// ("bbox", "crs"), which are skipped; the "warkit" member and its types
// hold no other.
var (
	boardMembers    = []string{"type", "warkit", "features"}
	warkitMembers   = []string{"unit", "extent", "types"}
	typeMembers     = []string{"name", "traits"}
	featureMembers  = []string{"type", "id", "properties", "geometry"}
	geometryMembers = []string{"type", "coordinates"}
)

// LoadBoard reads a board from GeoJSON (the format is documented in the
// package doc), validates it, and builds it, within the default [Limits].
// It never panics. It reports the first problems it finds in document
// order (at most Limits.MaxErrors, then a count of the rest), each an
// [*Error] naming the feature by ID and its index ("features[3]"), a type
// ("warkit.types[1]"), or, for malformed JSON, the byte offset with its
// line and column.
func LoadBoard(data []byte) (*Board, error) { return Limits{}.LoadBoard(data) }

// decodeBoard reads and validates a board file. It also returns the
// index of the features by ID, which the board keeps.
func decodeBoard(data []byte, lim Limits) (BoardData, map[string]int, error) {
	top, err := checkFile("board", data, lim, memberLimit{})
	if err != nil {
		return BoardData{}, nil, err
	}
	if n := top.counts["features"]; n > lim.MaxFeatures {
		return BoardData{}, nil, &Error{Subject: "board", Path: "features",
			Err: fmt.Errorf("%d features, at most %d (Limits.MaxFeatures)", n, lim.MaxFeatures)}
	}
	p := newFileProblems(lim)
	r := jsonReader{p: p, subj: "board"}
	var vals [3][]byte
	if r.object(topValue(data), "a board (a GeoJSON FeatureCollection)") {
		members(p, "board", "", topValue(data), boardMembers, vals[:], false)
	}
	if t := r.str(vals[0], "type"); t != "FeatureCollection" {
		p.add("board", "type", "GeoJSON type %s, want \"FeatureCollection\"", shortQuote(t))
	}
	var d BoardData
	decodeWarkit(p, vals[1], &d)
	if !isNull(vals[2]) && vals[2][0] != '[' {
		return BoardData{}, nil, &Error{Subject: "board", Path: "features", Err: errors.New("features must be an array")}
	}
	ids, ok := decodeFeatures(p, vals[2], top.counts["features"], &d)
	if !ok {
		return BoardData{}, nil, p.err()
	}
	if !p.ok() {
		return BoardData{}, nil, p.err()
	}
	return d, ids, nil
}

// topValue returns the document without the white space before it.
func topValue(data []byte) []byte {
	c := jsonChecker{data: data}
	c.skipSpace()
	return data[c.i:]
}

// decodeFeatures reads the n features of the array raw (null or absent:
// none) into d and validates d. Features that fail to decode are
// reported and dropped, so that a flood of broken features costs no
// Feature each; validate numbers the rest by their place in the file. It
// returns the features' index by ID (file order, which is the board's
// when nothing is dropped), and false if the points of the features pass
// Limits.MaxPoints, which stops the load at once.
func decodeFeatures(p *problems, raw []byte, n int, d *BoardData) (map[string]int, bool) {
	// No feature shorter than minFeatureBytes is kept, which bounds the
	// room to make.
	room := min(n, len(raw)/minFeatureBytes)
	at := make([]int32, 0, room)
	d.Features = make([]Feature, 0, room)
	points := 0
	ids := make(map[string]int, min(room, 1024))
	ok := true
	if !isNull(raw) {
		eachElement(raw, func(i int, raw []byte) bool {
			n := p.count()
			var g Feature
			if g, ok = decodeFeature(p, raw, i, p.lim.MaxPoints-points); !ok {
				return false
			}
			if g.ID != "" {
				if j, dup := ids[g.ID]; dup && p.full() {
					p.more++ // spare the message
				} else if dup {
					p.add("feature "+shortQuote(g.ID), fmt.Sprintf("features[%d]", i), "duplicate ID (first at features[%d])", j)
				} else {
					ids[g.ID] = i
				}
			}
			if points += g.numPoints(); points > p.lim.MaxPoints {
				p.add("board", fmt.Sprintf("features[%d]", i), "more than %d points in all (Limits.MaxPoints)", p.lim.MaxPoints)
				ok = false
				return false
			}
			if p.count() == n {
				d.Features = append(d.Features, g)
				at = append(at, int32(i))
			}
			return true
		})
	}
	if !ok {
		return nil, false
	}
	d.validate(p, "warkit.", func(i int) string { return fmt.Sprintf("features[%d]", at[i]) })
	return ids, true
}

// checkFile refuses a file too large, or one scanJSON refuses, before
// anything is decoded, and returns what scanJSON learnt of its top level.
// Both loaders start here.
func checkFile(subject string, data []byte, lim Limits, members memberLimit) (jsonTop, error) {
	if len(data) > lim.MaxFileBytes {
		return jsonTop{}, &Error{Subject: subject, Err: fmt.Errorf("file of %d bytes, at most %d (Limits.MaxFileBytes)", len(data), lim.MaxFileBytes)}
	}
	top, e := scanJSON(data, members)
	if e != nil {
		e.Subject = subject
		return top, e
	}
	return top, nil
}

// decodeWarkit reads the "warkit" member: unit, extent and types.
func decodeWarkit(p *problems, raw []byte, d *BoardData) {
	r := jsonReader{p: p, subj: "board", path: "warkit"}
	if isNull(raw) {
		p.add("board", "warkit", `no "warkit" member (it holds the unit, extent and types)`)
		return
	}
	if !r.object(raw, "warkit") {
		return
	}
	var vals [3][]byte
	members(p, "board", "warkit", raw, warkitMembers, vals[:], true)
	d.Unit = jsonReader{p: p, subj: "board", path: "warkit.unit"}.str(vals[0], "unit")
	d.Extent = decodeExtent(p, vals[1])
	d.Types = decodeTypes(p, vals[2], "warkit.")
}

// decodeExtent reads the extent, [min x, min y, max x, max y].
func decodeExtent(p *problems, raw []byte) orb.Bound {
	r := jsonReader{p: p, subj: "board", path: "warkit.extent"}
	var xs [4]float64
	n := 0
	if !isNull(raw) && r.array(raw, "extent") {
		eachElement(raw, func(i int, val []byte) bool {
			if n++; n <= len(xs) {
				xs[i], _ = r.num(val, fmt.Sprintf("extent[%d]", i))
			}
			return n <= len(xs) // a fifth number is enough to refuse
		})
	}
	if n != len(xs) {
		what := strconv.Itoa(n)
		if n > len(xs) {
			what = "more than 4"
		}
		p.add("board", "warkit.extent", "extent has %s numbers, want 4 (min x, min y, max x, max y)", what)
		return orb.Bound{}
	}
	return orb.Bound{Min: orb.Point{xs[0], xs[1]}, Max: orb.Point{xs[2], xs[3]}}
}

// decodeTypes reads the terrain types of either format from the array
// raw (null or absent: none). More than MaxTypes is an error before any
// is read.
func decodeTypes(p *problems, raw []byte, prefix string) []Type {
	if !(jsonReader{p: p, subj: "board", path: prefix + "types"}).array(raw, "types") {
		return nil
	}
	n := countElements(raw)
	if n > MaxTypes {
		subj := "hex map"
		if prefix != "" {
			subj = "board"
		}
		p.add(subj, prefix+"types", "%d types, at most %d (MaxTypes)", n, MaxTypes)
		return nil
	}
	types := make([]Type, 0, n)
	eachElement(raw, func(i int, val []byte) bool {
		types = append(types, decodeType(p, val, func() string { return fmt.Sprintf("%stypes[%d]", prefix, i) }))
		return true
	})
	return types
}

// decodeType reads one type, {"name": ..., "traits": {...}}. Its path,
// path(), is formatted only for a problem, so that a flood of valid types
// costs no message each.
func decodeType(p *problems, val []byte, path func() string) Type {
	var t Type
	if val[0] != '{' {
		p.add("type", path(), "a type must be an object")
		return t
	}
	var vals [2][]byte
	members(p, "", "", val, typeMembers, vals[:], false)
	name, traits := vals[0], vals[1]
	if name != nil && name[0] == '"' {
		c := jsonChecker{data: name}
		t.Name, _ = c.str(true)
	}
	if !checkMembers(val, typeMembers) || name != nil && name[0] != '"' || !isNull(traits) && traits[0] != '{' {
		// Not as the format says: report it member by member.
		r := jsonReader{p: p, subj: "type", path: path()}
		members(p, "type", r.path, val, typeMembers, vals[:], true)
		r.str(name, "name")
		if !r.object(traits, "traits") {
			return t
		}
	}
	ts, errs := decodeTraits(traits)
	for _, e := range errs {
		p.wrap("type "+shortQuote(t.Name), path(), e)
	}
	t.Traits = ts
	return t
}

// checkMembers reports whether every member of the object raw is one of
// names.
func checkMembers(raw []byte, names []string) bool {
	ok := true
	eachMember(raw, func(name, _ []byte) {
		ok = ok && slices.Contains(names, string(name))
	})
	return ok
}

// minFeatureBytes is less than the shortest valid feature,
// {"type":"Feature","properties":{"id":"a","type":"b"},"geometry":{"type":"Point","coordinates":[0,0]}}.
const minFeatureBytes = 64

// decodeFeature reads GeoJSON feature i, adding its problems to p,
// with room for at most budget points (see Feature.numPoints). Beyond the
// budget it reports Limits.MaxPoints and returns ok false.
func decodeFeature(p *problems, raw []byte, i, budget int) (f Feature, ok bool) {
	path, isObject := featureObject(p, raw, i)
	if !isObject {
		return f, true
	}
	var vals [4][]byte // type, id, properties, geometry
	members(p, "", path, raw, featureMembers, vals[:], false)
	if isNull(vals[0]) && isNull(vals[2]) && isNull(vals[3]) {
		p.add("", path, "not a GeoJSON Feature (no type, geometry or properties)")
		return f, true
	}
	var props []Trait
	var errs []error
	if (jsonReader{p: p, path: path}).object(vals[2], "properties") {
		props, errs = decodeTraits(vals[2])
	}
	gid := geojsonID(vals[1])
	subj := featureID(&f, props, gid)
	for _, e := range errs {
		p.wrap(subj, path+".properties", e)
	}
	r := jsonReader{p: p, subj: subj, path: path}
	if t := r.str(vals[0], "type"); t != "Feature" {
		p.add(subj, path, "GeoJSON type %s, want \"Feature\"", shortQuote(t))
	}
	for _, t := range props {
		decodeProperty(p, subj, path, &f, t)
	}
	if gid != "" && f.ID != "" && gid != f.ID {
		p.add(subj, path, "GeoJSON id %s differs from property id %s", shortQuote(gid), shortQuote(f.ID))
	}
	if isNull(vals[3]) {
		p.add(subj, path, "no geometry")
		return f, true
	}
	return f, decodeFeatureGeometry(p, &f, vals[3], subj, path, budget)
}

// decodeFeatureGeometry reads the "geometry" member raw of the feature f
// at path; false says its points pass what is left of Limits.MaxPoints,
// budget.
func decodeFeatureGeometry(p *problems, f *Feature, raw []byte, subj, path string, budget int) bool {
	r := jsonReader{p: p, subj: subj, path: path + ".geometry"}
	if !r.object(raw, "geometry") {
		return true
	}
	var g [2][]byte
	members(p, subj, r.path, raw, geometryMembers, g[:], false)
	err := decodeGeometry(f, r.str(g[0], "type"), g[1], coordLimits{ring: p.lim.MaxRingPoints, all: budget})
	switch {
	case errors.Is(err, errMaxPoints):
		p.add("board", path, "more than %d points in all (Limits.MaxPoints)", p.lim.MaxPoints)
		return false
	case err != nil:
		p.wrap(subj, r.path, err)
	}
	return true
}

// featureObject returns the path of feature i, or reports why raw (never
// empty) is no feature.
func featureObject(p *problems, raw []byte, i int) (string, bool) {
	short := len(raw) < minFeatureBytes || raw[0] != '{'
	if short && p.full() {
		p.more++ // a flood of junk costs nothing each once the list is full
		return "", false
	}
	path := fmt.Sprintf("features[%d]", i)
	switch {
	case raw[0] != '{':
		p.add("", path, "not a GeoJSON Feature object")
		return path, false
	case len(raw) < minFeatureBytes:
		// Cheaper than decoding, and so a flood of them costs little.
		p.add("", path, "%d bytes are too few for a GeoJSON Feature with an id, a type and a geometry", len(raw))
		return path, false
	}
	return path, true
}

// geojsonID returns a feature's GeoJSON "id" if it is a string; GeoJSON
// also allows a number, which names nothing here.
func geojsonID(val []byte) string {
	if isNull(val) || val[0] != '"' {
		return ""
	}
	c := jsonChecker{data: val}
	s, _ := c.str(true)
	return s
}

// featureID sets f.ID from the "id" property, or else from a string
// GeoJSON id, and returns the subject naming the feature in errors.
func featureID(f *Feature, props []Trait, gid string) string {
	for _, t := range props {
		if t.Name == "id" {
			if id, ok := t.Value.Enum(); ok {
				f.ID = id
			}
		}
	}
	if f.ID == "" {
		f.ID = gid
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

// decodeGeometry reads the coordinates of a geometry of type typ (a
// Polygon, LineString or Point) into f, within the limits lim.
func decodeGeometry(f *Feature, typ string, coords []byte, lim coordLimits) error {
	r := coordReader{b: coords, lim: lim}
	var err error
	switch typ {
	case "Polygon":
		f.Shape = Area
		var rs []orb.Ring
		if rs, err = r.rings(); err == nil {
			f.Polygon = geom.Polygon(rs)
		}
	case "LineString":
		f.Shape = Line
		var pts []orb.Point
		if pts, err = r.line(); err == nil {
			f.LineString = orb.LineString(pts)
		}
	case "Point":
		f.Shape = Point
		f.Point, err = r.position()
	default:
		return fmt.Errorf("geometry type %s is not supported (want Polygon, LineString or Point)", shortQuote(typ))
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
