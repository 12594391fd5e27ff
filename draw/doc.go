// Package draw writes SVG pictures of warkit's boards, hex maps, sight
// lines and moves, so that players and tool authors can look at what the
// library decided: which features a sight line crossed and what each
// added, where it was blocked, which hexes a unit reaches with how many MP
// left, what each leg of a path cost.
//
// A picture is built on a [Canvas] and written with [Canvas.WriteTo]:
//
//	c := draw.New(board.Extent(), 6)        // a table, 6 px per unit
//	c.Board(board)                          // areas, lines, crests, points
//	c.SightLine(sight.Segment, sight.Crossings, verdict)
//	c.WriteTo(w)
//
// A hex map is drawn whole with [NewHexMap], or through a window of
// offset columns and rows with [NewHexWindow]; both derive the layout
// (flat-topped hexes for a map numbered in columns, pointy for rows) from
// the map's labels, so the simple call is right:
//
//	c := draw.NewHexWindow(m, hex.Offset{}, hex.Offset{Col: 8, Row: 6}, 40)
//	c.HexMap(m)
//	c.ZOC(zone)                             // enemy zones of control
//	c.Reach(tree)                           // MP left, must-stop marks
//	c.Counters(h, []draw.Counter{{Name: "1/95", Symbol: draw.Infantry, Values: "4-3-4"}})
//
// Charts that need no board: [NewOutcomes] draws an exact distribution of
// results (combat.Outcomes) as bars with their fractions under a title and
// titled axes, and [NewSteps] a stepped sequence (an assault's phases) as
// a timeline, each step with the chance of each result as a bar and the
// one rolled marked.
//
// Every drawing method paints over what is already there, in call order,
// and returns an error for input it could not draw (see Errors below).
//
// The package composes geom, terrain, los and move and knows no rule
// system: it reads their results, never a ruleset's. Only programs (and
// examples) import it.
//
// # Conventions
//
// Units. Coordinates passed to a Canvas are in the board's own unit (the
// unit of the terrain.Board, or of the hex.Layout of a hex map); the
// scale given to [New] or [NewHex] is the number of SVG pixels per unit.
// Stroke widths and font sizes in a [Style] are in pixels, so they do not
// change with the scale.
//
// Axes. A table made by [New] is drawn as seen from above with north up:
// its y axis grows upwards, so the SVG y axis (which grows downwards) is
// flipped. A hex map made by [NewHex] is drawn in the frame of its
// hex.Layout, which is already a screen frame (x east, y south, as
// hex.Layout documents), so it is not flipped and row 1 of a printed map
// is at the top.
//
// Colours. A [Style] holds every colour as an SVG colour string ("#4a7",
// "none", "red"); [DefaultStyle] is used unless the Canvas's Style field is
// changed. Terrain is coloured by type name (Style.Terrain), falling back
// to Style.Palette by the type's index in its board or map. Sight lines
// colour each crossing by what the rule made of it: Adds (a positive
// amount), Free (read, adding nothing), Exempt (the observer's or target's
// own feature), Blocks (it blocked the line) and Unread (the rule stopped
// before it, or never looked at it); the blocking point is marked with a
// cross. Text is escaped, and characters that XML cannot hold are
// replaced by U+FFFD, so any label or feature ID is safe to draw.
//
// Hexsides. A hexside feature (a river, a wall) is drawn along its side;
// one whose type Style.Road marks (a road, the key move.HexTraits.Road
// reads) runs across the side, so it is drawn from the centre of one hex
// to the centre of the other, keyed "NAME (hex to hex)".
//
// Extent. A picture shows what its canvas frames, whole: a hex canvas
// draws only hexes wholly inside its bounds (the hexes it was made for),
// and overlays visit those hexes, so a window onto a bigger map shows
// whole hexes with a margin and nothing outside it is written. A table
// canvas cuts areas and lines to its bounds (a window onto a bigger
// table) and skips points outside them.
//
// Labels. Every text a drawing method writes is placed when the picture
// is written, so that no two texts overlap and none leaves the drawing:
// hex numbers and counter values stay where they belong or are left out;
// other labels try their own place, then places around it, then rings
// further out, at most about fourteen lines from it whatever the
// label's length, with a leader line back to what they name: the leader
// starts on the thing named (inside an area, on a line, never in the
// margin), marked with a dot unless a marker or a base stands there, and
// crosses no label placed before it. Text boxes are estimated from the
// font size ([TextBox]); package drawtest checks a picture by the same
// estimate. A label with no free place is left out, its text kept as a
// tooltip: a box that paints nothing, where the label would have been,
// carries it as its <title> (labels left out at one place share one box),
// so a viewer shows it on hover and a screen reader reads it; a legend
// entry too long for the picture is cut short with "…", its whole text
// its tooltip. No text a call asked for is lost. [Canvas.Dropped] counts
// the labels left out.
//
// Units. Numbers are written with the canvas's unit ([Canvas.SetUnit]):
// the board's unit after [Canvas.Board] ("m", "in"), "MP" on a hex canvas.
// A picture writes one precision per unit: every number its labels write
// in the canvas's unit, a caller's own included, takes the decimals of
// the most precise of them ("41.0 m" beside "36.4 m"), so that no length
// reads as more exact than another. A cost that is infinite (a blocked
// path) is written "blocked", never "∞".
//
// Overlays and terrain. An overlay that shades hexes by a value
// ([Canvas.Heat], [Canvas.Reach]) covers each hex it shades with an opaque
// colour and draws the hex's terrain over it as hatching in the terrain's
// colour (ground-coloured terrain, Style.Table, is left plain, and its
// legend entry says so, and that it lies under the shade once no hex
// shows it any more), then the map's hexsides again: terrain colour
// never mixes with the overlay's, so each shade reads as its legend entry
// says. Each terrain hatches in a pattern of its own (an angle, a
// cross-hatch, dots), cased in white so it reads on the darkest shade.
// [Canvas.Arcs] and [Canvas.HexSight] shade hexes the same way. Draw
// other overlays (a zone of control, a path) after them.
//
// Scale. A table canvas ([New]) with a unit starts its legend with a
// scale bar in it; heights are written in it too ("height 3 m"). A
// canvas with no unit (no board drawn, no SetUnit) has no scale bar.
//
// Legend. Each overlay adds a legend entry for every colour it uses, and
// [Canvas.Key] adds a caller's own; the legend is written under the
// drawing, above the captions. A swatch shows the colour as the drawing
// shows it (a translucent area as it looks over the table), in the shape
// of what it explains (an area, a line, a dot, a ring, an outlined hex,
// an arrow, a zone); no two entries say the same text, and the default
// colours of terrain that goes together, and of the overlays, differ
// enough to be told apart (drawtest checks both). Tooltips name hexes by
// the printed labels of the map drawn (axial coordinates only before a
// map is drawn on a [NewHex] canvas).
//
// Counters. [Canvas.Counters] draws a stack of unit counters on a hex
// and [Canvas.BaseCounter] a unit on a round base: a box in the side's
// colour with a NATO-style symbol ([Infantry], [Cavalry], [Artillery],
// [Armour] and more), the unit's name and values, a facing (a notch on a
// hex counter, the front quarter of a base's rim) and a selection
// highlight. A counter under another shows its name and values along
// the strip it keeps in sight.
//
// Determinism. The same calls on the same input write the same bytes:
// numbers are written with strconv's 'f' format and two decimals (trailing
// zeros dropped, -0 written as 0, then those of the canvas's unit given
// one precision, see Units), elements come in the order of the input
// (feature index, offset order of hexes, order of steps and legs), and no
// Go map is iterated. Pictures can therefore be golden files.
//
// # Errors
//
// A Canvas with bounds that are not finite, or Min > Max, or a scale that
// is not finite and positive, or a picture over 1e7 pixels a side, draws
// nothing: every method and WriteTo return an error saying so; so does a
// hex window that holds no hex, an empty distribution or no steps. An
// element with a NaN or infinite coordinate is skipped and the method
// reports it, drawing the rest; huge finite coordinates are drawn, cut to
// the canvas. A nil board or map, or an overlay that needs a hex layout
// on a table canvas, is an error. Every method of a nil *Canvas returns
// an error (the setters do nothing), and WriteTo to a nil writer is an
// error. Nothing in this package panics on bad input.
//
// # Cost
//
// Drawing costs time and memory linear in the elements drawn, and what
// the canvas frames bounds the work, not the request. A hex canvas reads
// the hexes it frames once, at most [DefaultMaxHexes] of them
// ([Limits].MaxHexes raises it; a map's canvas reads the map's), keeping
// 16 bytes a hex, and its overlays visit those: [Canvas.Arcs] visits the
// canvas's hexes whatever its radius; a stack shows at most
// four counters; a distribution at most 64 bars; a sequence at most 100
// steps of 40 lines; captions at most 200 lines. A picture keeps at most
// 65,536 labels, and their placement makes at most about four million box
// comparisons (on a grid, so a typical label costs a few), after which
// the remaining movable labels are left out. The drawing itself is
// capped at Canvas.MaxBytes of SVG ([DefaultMaxBytes], 64 MiB, when 0):
// the call that reaches the cap stops drawing and returns an error naming
// it and the field that raises it, and every later call, WriteTo
// included, refuses with the same error, so a huge map costs the cap in
// memory, not the map's size. WriteTo streams the document to its writer,
// holding nothing beyond the drawing but its labels, legend and captions.
//
// A Canvas is not safe for concurrent use.
package draw
