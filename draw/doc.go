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
// unit of the terrain.Board, or of the geom.Layout of a hex map); the
// scale given to [New] or [NewHex] is the number of SVG pixels per unit.
// Stroke widths and font sizes in a [Style] are in pixels, so they do not
// change with the scale.
//
// Axes. A table made by [New] is drawn as seen from above with north up:
// its y axis grows upwards, so the SVG y axis (which grows downwards) is
// flipped. A hex map made by [NewHex] is drawn in the frame of its
// geom.Layout, which is already a screen frame (x east, y south, as
// geom.Layout documents), so it is not flipped and row 1 of a printed map
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
// Determinism. The same calls on the same input write the same bytes:
// numbers are written with strconv's 'f' format and two decimals (trailing
// zeros dropped, -0 written as 0), elements come in the order of the input
// (feature index, offset order of hexes, order of steps and legs), and no
// Go map is iterated. Pictures can therefore be golden files.
//
// # Errors
//
// A Canvas with bounds that are not finite, or Min > Max, or a scale that
// is not finite and positive, draws nothing: every method and WriteTo
// return an error saying so. An element with a NaN or infinite coordinate
// is skipped and the method reports it, drawing the rest; a nil board, map
// or an overlay that needs a hex layout on a table canvas is an error.
// Nothing in this package panics on bad input.
//
// A Canvas is not safe for concurrent use.
package draw
