package terrain

import (
	"strconv"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Shape says how a [Feature] is placed on a board. The zero Shape is
// invalid.
type Shape uint8

const (
	// Area is a region: a geom.Polygon with holes (a wood, a field, a
	// building's footprint, a hill's base).
	Area Shape = iota + 1
	// Line is a linear feature: an orb.LineString, open or closed (first
	// point equal to the last): a hedge, wall, stream or crest line.
	Line
	// Point is a point object: a well, a tree, a marker.
	Point
)

// String returns "area", "line" or "point"; an invalid shape is written as
// "Shape(n)".
func (s Shape) String() string {
	switch s {
	case Area:
		return "area"
	case Line:
		return "line"
	case Point:
		return "point"
	}
	return "Shape(" + strconv.Itoa(int(s)) + ")"
}

// Feature places a terrain type on a continuous board. Exactly one of its
// geometries is used, the one its Shape names; the others must be empty.
//
// Boundary model: an Area is a closed set, as [geom.Polygon] documents (its
// edges belong to it, its holes do not); a Line is the union of its closed
// edges; a Point is the single point. Coordinates are in the board's unit.
//
// A Feature is plain data. A [Board] keeps its own deep copy; the Features
// it hands out share that storage and must not be modified.
type Feature struct {
	// ID is the stable name of the feature, unique on its board, such as
	// "wood-3". Errors name features by it.
	ID string
	// Type is the name of the feature's terrain type.
	Type string
	// Shape says which geometry below is used.
	Shape Shape
	// Polygon is the area of an Area feature; ring 0 is the shell, the
	// others holes, every ring closed.
	Polygon geom.Polygon
	// LineString is the line of a Line feature, at least two distinct
	// points; closed if its first point equals its last.
	LineString orb.LineString
	// Point is the position of a Point feature.
	Point orb.Point
	// Height is the feature's obstacle height in the board's unit, used
	// when HasHeight is set: how far a wood, wall, hedge or building rises
	// above the ground it stands on. Sight reads it; movement does not
	// climb it.
	Height float64
	// HasHeight says whether Height is given.
	HasHeight bool
	// Elevation is the ground's elevation under and within the feature, in
	// the board's unit, used when HasElevation is set: a hill's or a
	// plateau's top, a crest line's level. Movement climbs it; sight
	// stands on it. It is independent of Height: a wood of height 3 on a
	// hill of elevation 2 has both.
	Elevation float64
	// HasElevation says whether Elevation is given.
	HasElevation bool
	// Traits override the traits of the feature's type. Each must name a
	// trait of the type and have the same kind.
	Traits []Trait
}

// NewArea returns an Area feature.
func NewArea(id, typ string, p geom.Polygon) Feature {
	return Feature{ID: id, Type: typ, Shape: Area, Polygon: p}
}

// NewLine returns a Line feature.
func NewLine(id, typ string, l orb.LineString) Feature {
	return Feature{ID: id, Type: typ, Shape: Line, LineString: l}
}

// NewPoint returns a Point feature.
func NewPoint(id, typ string, p orb.Point) Feature {
	return Feature{ID: id, Type: typ, Shape: Point, Point: p}
}

// WithHeight returns f with height h.
func (f Feature) WithHeight(h float64) Feature {
	f.Height, f.HasHeight = h, true
	return f
}

// WithElevation returns f with ground elevation e.
func (f Feature) WithElevation(e float64) Feature {
	f.Elevation, f.HasElevation = e, true
	return f
}

// WithTraits returns f with the trait overrides ts added to its own.
func (f Feature) WithTraits(ts ...Trait) Feature {
	f.Traits = append(f.Traits[:len(f.Traits):len(f.Traits)], ts...)
	return f
}

// Bound returns the bounding box of f's geometry; the zero Bound if it has
// none.
func (f Feature) Bound() orb.Bound {
	switch f.Shape {
	case Area:
		if len(f.Polygon) > 0 && len(f.Polygon[0]) > 0 {
			return orb.Polygon(f.Polygon).Bound()
		}
	case Line:
		if len(f.LineString) > 0 {
			return f.LineString.Bound()
		}
	case Point:
		return orb.Bound{Min: f.Point, Max: f.Point}
	}
	return orb.Bound{}
}

// Closed reports whether f is a closed Line (its first point equals its
// last, with at least three points).
func (f Feature) Closed() bool {
	n := len(f.LineString)
	return f.Shape == Line && n >= 3 && f.LineString[0] == f.LineString[n-1]
}

// numPoints returns the number of points of f's geometry.
func (f *Feature) numPoints() int {
	n := len(f.LineString) + 1
	for _, r := range f.Polygon {
		n += len(r) + 1 // an empty ring costs as much as a point
	}
	return n
}

// clone returns a deep copy of f.
func (f Feature) clone() Feature {
	g := f
	if f.Polygon != nil {
		g.Polygon = make(geom.Polygon, len(f.Polygon))
		for i, r := range f.Polygon {
			g.Polygon[i] = append(orb.Ring(nil), r...)
		}
	}
	if f.LineString != nil {
		g.LineString = append(orb.LineString(nil), f.LineString...)
	}
	if f.Traits != nil {
		g.Traits = append([]Trait(nil), f.Traits...)
	}
	return g
}
