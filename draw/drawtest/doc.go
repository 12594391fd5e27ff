// Package drawtest checks SVG pictures the way a player would look at
// them, without a renderer: no two texts overlap, no text and no shape is
// cut by the picture's edge or by the drawing's clip rectangle. Text boxes
// are estimated from the font size with [draw.TextBox], the rule the
// label placement of package draw keeps.
//
// It reads the subset of SVG that package draw writes (text, line,
// circle, rect and path elements with M, L and Z commands, groups, one
// clip rectangle) and is meant for tests of pictures: a program's own, or
// its golden files.
package drawtest
