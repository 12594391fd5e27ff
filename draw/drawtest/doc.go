// Package drawtest checks SVG pictures the way a player would look at
// them, without a renderer. Text boxes are estimated from the font size
// with [draw.TextBox], the rule the label placement of package draw keeps.
//
// Layout: no two texts overlap, no text and no shape is cut by the
// picture's edge or by the drawing's clip rectangle.
//
// What a reader sees:
//
//  1. A text of the drawing (not of the legend or captions groups, the
//     groups of class "legend" and "captions") lies over a shape if its
//     box meets a drawn line, a path edge (each L segment and each Z
//     closing edge, widened by half the stroke width), a circle's disc (an
//     unfilled circle's ring only) or a rectangle, unless the shape holds
//     the whole box (the text's background: a counter's face, a base, an
//     area under its name), the shape was drawn before an opaque rectangle
//     or disc that holds the box (hidden under it: a stack's lower
//     counters), or the segment ends on the box's edge (the text's own
//     leader line).
//  2. A text is small if its font size, at the picture's own size (its
//     width over its viewBox width), is under [MinTextPx].
//  3. A figure is small if a circle, stroke included, is under
//     [MinFigurePx] across at the picture's own size.
//  4. A legend omits an entry if an element outside the legend carries a
//     data-legend attribute (package draw marks terrain fills "terrain:NAME"
//     and heat bands "heat:K") that no element of the legend carries, or
//     if the drawing strokes a dashed line in a colour of which the legend
//     shows no dashed line (a style drawn but not explained).
//  5. A legend skips a band if it lists bands "heat:0" and "heat:3" but
//     not "heat:1" (the ramp must show whole), and an entry says a word
//     twice if a word of four letters or more comes back in it
//     ("expected steps lost 0 to 0.3 steps"; "centre to centre" is one
//     idea).
//  6. A shade mixes with what lies under it if a translucent fill that a
//     legend entry explains (a data-legend value) is laid over two or
//     more opaque fills of other colours with the same outline (a heat
//     band over clear and over forest hexes): it then reads as several
//     colours, none of them the legend's.
//  7. Units: the texts write lengths in two units (in and mm), or a
//     height ("height 3", "Ht 3") without a unit; the texts of the
//     drawing (not its legend, where a scale bar is a round number, nor
//     its captions) write one unit in two precisions (33.94 in beside
//     36 in, 36.4 m beside 41 m: one precision per unit), or an infinite
//     length ("∞ m").
//  8. A caption names a colour the picture does not use if a colour word
//     of the captions group (red, orange, yellow, green, blue, purple,
//     pink, brown, grey, black, ...) matches no fill or stroke outside the
//     captions, colours being named by hue (see Report.Colours).
//     [Report.ColoursMissing] reads a caption written beside the picture.
//  9. A legend says one text twice (two entries "clear": a reader cannot
//     tell which swatch it means).
//  10. Two legend swatches of one kind (two areas, two lines, two dashed
//     lines, two dots, two rings, two marks) look alike if their colours, as shown
//     over the page (a fill's opacity laid over the page's colour),
//     differ by less than [MinColourDelta] in CIE76 ΔE; two hatched
//     swatches look alike if their hatching patterns have one shape
//     (angle, spacing and strokes, whatever their ink): hatchings need a
//     different angle or pattern, and their fills a different colour.
//  11. A leader line (a line of the group of class "leaders") leaves the
//     drawing if its far end, the one on no text, lies outside the
//     drawing's clip rectangle: a leader must end on what it names.
//  12. A legend dot is hidden if every dot of its colour in the drawing
//     lies under a marker (a shape at most 20 pixels across) drawn after
//     it, opaque or of the same colour: the legend explains what a
//     reader cannot see.
//
// It reads the subset of SVG that package draw writes (text, line,
// circle, rect and path elements with M, L and Z commands, groups, one
// clip rectangle, patterns in definitions, which it does not take for
// drawn shapes, nor shapes with neither fill nor stroke: the boxes that
// hold a left-out label's tooltip) and is meant for tests of pictures: a program's own, or
// its golden files.
package drawtest
