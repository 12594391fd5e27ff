package draw

import "github.com/warkit/warkit/terrain"

// Style is the look of a picture: SVG colour strings ("#4a7", "none",
// "red"), a stroke width and a font size in pixels. The zero value of a
// width or size means the default; an empty colour is written as is (the
// SVG default), so start from [DefaultStyle] and change what you need.
type Style struct {
	// Page is the background of the whole picture, Table of a board's
	// rectangle; Edge outlines areas and hexes; Text writes labels.
	Page, Table, Edge, Text string

	// Terrain colours areas, hexes and linear features by terrain type
	// name. A name it lacks takes Palette[i % len(Palette)], i the type's
	// index in its board or map. Only looked up, never iterated.
	Terrain map[string]string
	Palette []string

	// Line colours linear features of a type with no Terrain colour;
	// Crest colours a linear feature with a height (a crest line).
	Line, Crest string

	// Sight is the sight line itself; Seen and NotSeen colour its verdict
	// text. A crossing is coloured by its contribution: Adds (a positive
	// or negative amount), Free (read, adding nothing), Exempt (an end's
	// own feature), Blocks (it blocked, and the blocking mark), Unread
	// (never read by the rule).
	Sight, Seen, NotSeen       string
	Adds, Free, Exempt, Blocks string
	Unread                     string

	// Observer and Target fill the two bases of a base-to-base query;
	// Blocker the others.
	Observer, Target, Blocker string

	// Reach fills reached hexes; Path draws paths and their legs;
	// Footprint outlines a formation; Front, Flank and Rear fill a
	// facing's arcs; Either fills the two hexes of an ambiguous step.
	Reach, Path, Footprint string
	Front, Flank, Rear     string
	Either                 string
	// Counter fills a counter of no colour of its own; Selected outlines
	// a selected counter; CounterText draws a counter's symbol and texts.
	Counter, Selected, CounterText string
	StrokeWidth, FontSize          float64
	HexLabels, HexElevations       bool

	// Road marks the hexside feature types that run across the side,
	// from one hex's centre into the other's (a road, a bridge): the key
	// a ruleset gives move.HexTraits.Road. [Canvas.HexMap] draws such a
	// feature as a stroke from centre to centre, with a legend entry of
	// its own saying so, and every other one along its side. The zero key
	// marks none; a type whose Road trait is not a flag makes HexMap
	// return an error, drawing the feature along its side. HexMap reads
	// it once: the overlays that draw the map's hexsides again over their
	// shades draw them as HexMap did, and never return its error.
	Road terrain.Key[bool]
}

// DefaultStyle returns the default style: muted terrain colours for
// common type names, a ten-colour palette for the others, and overlays in
// saturated colours that read over terrain. Each call returns a fresh
// Terrain map, safe to change.
func DefaultStyle() Style {
	return Style{
		Page: "#ffffff", Table: "#f3efe0", Edge: "#6b6b6b", Text: "#222222",
		// Terrain colours are chosen so that those a table or map is
		// likely to hold together differ by CIE76 ΔE 15 or more as drawn
		// (drawtest.MinColourDelta): scrub and lichen, rocks and road,
		// a house and a bridge, a hillside and a farm.
		Terrain: map[string]string{
			"open": "#f3efe0", "clear": "#f3efe0", "field": "#e8dc9a", "cultivated": "#e8dc9a", "farm": "#a89078",
			"wood": "#7fb069", "woods": "#7fb069", "forest": "#5f9a4c", "jungle": "#3f7a34",
			"scrub": "#b5c98e", "lichen": "#d2b4d8", "hedge": "#3f7f2f", "wall": "#8a8a8a",
			"river": "#5b9bd5", "stream": "#5b9bd5", "white-water": "#a6d3f0", "water": "#5b9bd5",
			"marsh": "#9fc7b8", "road": "#b8b0a0", "bridge": "#6b5a4e", "building": "#b07060",
			"house": "#b07060", "town": "#c08070", "city": "#c08070", "rocks": "#7f8a96",
			"hill": "#d8c08a", "hillside": "#d8c08a", "crest": "#8b5a2b",
		},
		// The palette's colours differ pairwise, and from the table, by
		// ΔE 15 or more.
		Palette: []string{"#c9d6a3", "#e3ad8c", "#9fc7b8", "#d8c08a", "#b5b0d8",
			"#a8c8e0", "#c8c8c8", "#f0c8e0", "#8fbf7f", "#efe07a"},
		Line: "#555555", Crest: "#8b5a2b",
		Sight: "#1f3a93", Seen: "#1e7b34", NotSeen: "#b22222",
		Adds: "#e67e22", Free: "#2e86c1", Exempt: "#9b9b9b", Blocks: "#c0392b", Unread: "#bbbbbb",
		Observer: "#1f3a93", Target: "#8e44ad", Blocker: "#7f8c8d",
		Reach: "#f1c40f", Path: "#d35400", Footprint: "#1f3a93",
		Front: "#27ae60", Flank: "#f39c12", Rear: "#c0392b", Either: "#9b59b6",
		Counter: "#b9d3ee", Selected: "#e6007e", CounterText: "#111111",
		StrokeWidth: 1.5, FontSize: 11, HexLabels: true, HexElevations: true,
	}
}

func (s Style) strokeWidth() float64 {
	if s.StrokeWidth > 0 && s.StrokeWidth < 1e3 {
		return s.StrokeWidth
	}
	return 1.5
}

func (s Style) fontSize() float64 {
	if s.FontSize > 0 && s.FontSize < 1e3 {
		return s.FontSize
	}
	return 11
}

// terrain returns the colour of the type called name, index i.
func (s Style) terrain(name string, i int) string {
	if c, ok := s.Terrain[name]; ok {
		return c
	}
	if len(s.Palette) > 0 && i >= 0 {
		return s.Palette[i%len(s.Palette)]
	}
	return "#cccccc"
}
