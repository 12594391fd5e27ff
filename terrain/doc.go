// Package terrain says what the ground is: terrain types defined by their
// traits, features that place them on a continuous board, and hex maps
// with terrain per hex and features per hexside. It knows no rule system:
// a ruleset declares the traits it reads, and los and move read them
// through this package.
//
// # Traits
//
// A trait is a named, typed value: a number (visibility 2, cover 10, MP
// cost 1.5), a flag (opaque) or an enumeration member (concealment
// "light"). A [Type] is a name and a set of traits ("wood": visibility 2,
// cover 10). The library gives no trait a meaning; a ruleset declares
// typed keys once and reads them with validation:
//
//	var Visibility = terrain.Number("visibility")
//	var Opaque = terrain.Flag("opaque")
//	var Concealment = terrain.Enum("concealment", "light", "medium", "heavy")
//
//	v, err := terrain.Get(wood, Visibility) // float64; an error if missing or not a number
//
// A [Feature] may override traits of its type (a thinner wood, visibility
// 1). Reading a trait by name scans a handful of entries; code that reads
// a trait per crossing in a hot loop precompiles it once into a [Column]
// ([FeatureColumn], [TypeColumn]) and then reads a slice by index.
//
// A ruleset checks the keys it compiles against a map's types with
// [CheckKeys], so that a misspelt key ("blocksLoS" against types that say
// "blocksLos") is an error naming the nearest spelling, not a forest that
// silently stops blocking sight; [Optional] marks a key types may lack.
//
// # Units, elevation and height
//
// Coordinates and heights are float64 in the board's own unit, which the
// board states ([Board.Unit]: "m", "in", "mm"); the library never
// converts. Hex elevations and heights are in whatever levels the ruleset
// uses.
//
// Ground elevation and obstacle height are distinct fields. Elevation is
// the level of the ground itself (a hill's top, a plateau): movement
// climbs it and sight stands on it. Height is how far an obstacle rises
// above its ground (a wood, a wall, a town): sight reads it, movement
// does not climb it. A [Feature] has Elevation/HasElevation beside
// Height/HasHeight (GeoJSON properties "elevation" and "height"); a hex
// has Elevation and Height ([HexMap.Elevation], [HexMap.Height]; hex JSON
// members "elevation" and "height" of a "hexes" entry); a hexside feature
// has a Height above the higher of its two hexes. Files written before
// elevation existed load unchanged: their "height" keeps its meaning of
// obstacle height, and a feature without "elevation" has none.
//
// # Boundary model
//
// An Area feature is a closed [geom.Polygon]: its edges belong to it, its
// holes do not, exactly as geom documents; a Line feature is the union of
// its closed edges; a Point feature is one point. A feature lies inside
// the board's extent, boundary included. [Board.AppendCandidates] returns
// a superset of the features a segment touches under this model: every
// feature whose bounding box the closed segment meets (decided exactly),
// in increasing index order, so callers run exact tests only on those.
//
// A [HexMap] is the rectangle Origin.Col <= col < Origin.Col+Cols,
// Origin.Row <= row < Origin.Row+Rows of offset coordinates in one of
// geom's offset layouts; the origin is (0, 0) unless given, and may be
// negative, every column and row lying within ±[MaxHexMapCoord]. A
// hexside belongs to the map when both its hexes do. Lookups off the map
// return ok == false; they never panic.
//
// # GeoJSON format of a board
//
// A board is a GeoJSON FeatureCollection with a foreign member "warkit"
// that holds the board's unit, its extent ([min x, min y, max x, max y])
// and its terrain types, each a name and an object of traits (numbers,
// true/false, strings for enumeration members). Each feature is a GeoJSON
// Feature whose geometry is a Polygon (an Area), a LineString (a Line) or
// a Point, and whose properties carry "id" (also written as the Feature's
// "id"), "type" (the terrain type's name), an optional "height" (obstacle
// height), an optional "elevation" (ground elevation), and any trait
// overrides as further properties. The names "id", "type", "height" and
// "elevation" are therefore reserved; every other property must be a
// trait of the feature's type. Coordinates are plain numbers in the board's unit
// (no CRS); positions have exactly two numbers.
//
//	{"type": "FeatureCollection",
//	 "warkit": {"unit": "m", "extent": [0, 0, 100, 60],
//	            "types": [{"name": "wood", "traits": {"visibility": 2, "cover": 10}},
//	                      {"name": "hedge", "traits": {"visibility": 1}}]},
//	 "features": [
//	  {"type": "Feature", "id": "wood-1",
//	   "properties": {"id": "wood-1", "type": "wood", "visibility": 3},
//	   "geometry": {"type": "Polygon", "coordinates": [[[10, 10], [30, 10], [30, 25], [10, 10]]]}},
//	  {"type": "Feature", "id": "hedge-1",
//	   "properties": {"id": "hedge-1", "type": "hedge", "height": 1.5, "elevation": 2},
//	   "geometry": {"type": "LineString", "coordinates": [[40, 0], [40, 60]]}}]}
//
// [LoadBoard] reads it and [SaveBoard] writes it; LoadBoard(SaveBoard(b))
// equals b.
//
// # JSON format of a hex map
//
// A hex map is a JSON object with "cols" and "rows"; an optional "origin",
// {"col": c, "row": r}, the offset coordinates of its top-left hex ((0, 0)
// when absent, so files written before origins existed load unchanged;
// [SaveHexMap] omits it at (0, 0)); "labels", the printed
// label format (hex.LabelFormat: "offset" is "odd-q", "even-q", "odd-r"
// or "even-r"; "rowFirst" and "separator" as in hex.LabelFormat; each
// axis, "col" and "row", has a "style" of "digits", "letters" or
// "sheet-letters", a "width", a "first" number and "descending");
// "types" as in GeoJSON; "fill", the type of every hex not listed;
// "hexes", each a "hex" label with a "type" (the fill type if absent), an
// optional "elevation" (ground level) and an optional "height" (obstacle
// height, see Units above); and "hexsides", each a feature on the side
// "between" two adjacent labels, with a "type" and an optional "height".
// Unknown members are errors, each named with where it is ("hexes[3]")
// and the nearest known name.
//
// A file without "labels" uses the default: hex.StandardLabels as it was
// when the package was initialised (a program that assigns to that
// variable later changes no load), with the column number as wide as the
// map's widest (four-digit labels "0204" up to 99 columns, five-digit
// "00204" and "10204" from 100 to 999, and so on), so that every map of an
// allowed size is labelled. A map whose origin numbers a column or row
// below 0 has no default labels: the error says to add "labels".
//
//	{"cols": 60, "rows": 40,
//	 "labels": {"offset": "odd-q", "col": {"style": "digits", "width": 2, "first": 1},
//	            "row": {"style": "digits", "width": 2, "first": 1}},
//	 "types": [{"name": "clear", "traits": {"mp": 1}},
//	           {"name": "wood", "traits": {"mp": 2}},
//	           {"name": "river", "traits": {"mp": 3}}],
//	 "fill": "clear",
//	 "hexes": [{"hex": "0204", "type": "wood", "elevation": 1, "height": 2}],
//	 "hexsides": [{"between": ["0204", "0205"], "type": "river"}]}
//
// [LoadHexMap] reads it and [SaveHexMap] writes it; LoadHexMap(SaveHexMap(m))
// equals m.
//
// # Pieces and their JSON format
//
// A [Piece] is what stands on the ground: a model on a round base on a
// table, or a counter in a hex. It has an ID, a side, an optional name to
// show, its place (a base, or a hex), an optional facing, and traits of
// its own (attack 4, skill 7, kind "infantry") that a ruleset declares
// with keys as it does terrain traits, and reads the same way: a Piece is
// a [Source], so terrain.Get(piece, Skill) reads a validated skill.
// [PiecesFor] says what the pieces stand on, a Board or a HexMap; the keys
// say which traits they may carry. Every key not marked [Optional] must be
// carried by every piece.
//
// A pieces file is a JSON object whose member "pieces" is an array of
// piece objects, and, for a table, an optional "unit" that must be the
// board's (so that a file in millimetres does not load on a board in
// inches). Each piece has "id" and "side" (strings, not empty), an
// optional "name", an optional "traits" object (numbers, true/false,
// strings for enumeration members, as a terrain type's traits), and its
// place:
//
//   - on a table, "x" and "y", the centre of its base in the board's unit;
//     "radius" or "diameter", the size of its round base, positive (one of
//     the two, read into geom.Disc.R), the whole base inside the board's
//     extent (its rim may touch the edge, not pass it); and an optional
//     "facing", either in degrees
//     counter-clockwise from +x (-360..360; multiples of 45° are exact,
//     see [geom.FacingDegrees]) or as a direction [x, y] of any length,
//     which is exact;
//   - on a hex map, "hex", the hex by the map's printed label ("0204");
//     and an optional "facing", a whole number 0..11 of 30° steps (even:
//     a hexside; odd: a vertex; see hex.Facing).
//
// Unknown members are errors, and so are those of the other space.
//
//	{"unit": "in",
//	 "pieces": [
//	  {"id": "rifles", "side": "Blue", "name": "Rifle squad", "x": 9, "y": 22, "radius": 0.5,
//	   "facing": 90, "traits": {"move": 6, "skill": 7}},
//	  {"id": "mg", "side": "Red", "x": 36, "y": 22, "diameter": 1, "facing": [-1, 0],
//	   "traits": {"move": 4, "skill": 6}}]}
//
//	{"pieces": [
//	  {"id": "B1", "side": "Blue", "name": "1st Infantry", "hex": "0302", "facing": 2,
//	   "traits": {"kind": "infantry", "attack": 5, "defence": 4}}]}
//
// [LoadPieces] reads one and checks it against the board or map and the
// keys; [NewPieces] and [Pieces.Validate] check pieces built in Go by the
// same rules (text too: valid UTF-8, lengths); [SavePieces] writes them,
// and LoadPieces(SavePieces(ps, on), on, keys...) equals ps. What a game
// rules on (stacking, overlapping bases) is left to the game.
//
// # Error policy
//
// Bad input gets an error, never a panic. Validation ([BoardData.Validate],
// [HexMapData.Validate], [Pieces.Validate]), the constructors and the
// loaders report the problems they find, joined with errors.Join, each an
// [*Error] that names the feature by ID, the type by name, the hex by
// label or the piece by ID, and where it is (an index such as
// "features[3]", "hexes[12]" or "pieces[2]", or a byte offset with line
// and column for malformed JSON):
//
//	terrain: feature "wood-3" (features[3]): ring 0 point 4: not closed (last point differs from point 0)
//	terrain: hex "6101" (hexes[12]): outside the map (60 x 40)
//	terrain: board (byte 1042 (line 17, column 9)): unexpected end of JSON input
//
// Errors are capped: the first [Limits].MaxErrors (default 20) in document
// order, then one "terrain: and K more problems" ([CheckKeys] and
// [RequireKeys] too). The part of a message that quotes input is cut to
// 512 bytes, a quoted name to 64, between characters and marked "..."
// (after the closing quote: "wood-1234"...), so a whole error stays under
// about 25 KB. A polygon reports at most one crossing (the sweep stops at
// the first) and at most 20 problems of its own.
//
// # Limits and cost
//
// What the constructors and loaders accept is bounded by a [Limits] value
// whose zero value is the default; the functions without a Limits
// receiver use the defaults, and methods such as
// Limits{MaxHexes: 1 << 22}.LoadHexMap raise them:
//
//	file size            32 MiB        MaxFileBytes
//	features of a board  1,048,576     MaxFeatures
//	points of a ring     1,048,576     MaxRingPoints (also of a line)
//	points of a board    4,194,304     MaxPoints
//	hexes of a map       1,048,576     MaxHexes (at most 4,194,304; each side at most 10,000)
//	terrain types        65,535        MaxTypes (a constant), of a board or a hex map
//	pieces               65,536        MaxPieces
//	traits of a piece    64            MaxPieceTraits
//	a piece's strings    256 bytes     MaxPieceText (ID, side, name, hex label, trait names and members)
//	|coordinate|         1e9           MaxCoordinate (at most 2^50): extents, points, heights, elevations
//	JSON nesting         64 levels
//
// A hex map's declared size is checked before anything is allocated for
// it: {"cols": 2147483648, ...} is an error costing a few kilobytes. A
// board extent or coordinate beyond ±MaxCoordinate (such as an extent of
// 1e20, whose lengths would overflow later arithmetic) is an error.
//
// The three file formats refuse, before decoding, what encoding/json would
// silently accept: data after the document, two members of one object
// with the same name or names differing only in case
// ({"cols":3,"rows":3,"cols":5}), invalid UTF-8 and unpaired surrogate
// escapes in strings, and nesting deeper than 64 levels. A pieces file
// also refuses, as it reads it, an object of more members than a piece
// may have (its 10 kinds of member, or Limits.MaxPieceTraits traits).
//
// Data built in Go keeps the same text rules, so that whatever a
// constructor accepts saves and loads back equal: [NewBoard], [NewHexMap],
// [NewPieces] and Validate refuse a string that is not valid UTF-8 (a
// unit, an ID, a side, a type, trait or piece name, an enumeration
// member, a label separator) with the loaders' error, which wraps
// [ErrInvalidUTF8]; trait names of one type, feature or piece equal up to
// case (strings.EqualFold), which one JSON object cannot hold; and a
// feature override named like a property the GeoJSON format reserves. A
// [Key] whose name or member is not valid UTF-8 fails every read.
//
// NaN cannot be written in JSON; a number beyond float64 (1e999) is an
// error. In data built in Go, a NaN or ±Inf coordinate, extent, height,
// elevation or trait number is an error; an empty or nil board extent,
// polygon, ring or line is an error; a board with no features and a hex
// map with no hexes listed (all Fill) are valid.
//
// Cost: a loader reads its input once to check it (linear time; memory
// for the member names of the open objects, at most about 48 bytes a
// member however long the names), then walks it once more, decoding each
// value straight into what it builds, with no intermediate tree. It
// counts before it allocates and refuses a count as soon as it passes a
// limit: the point beyond Limits.MaxPoints or a ring's beyond
// MaxRingPoints, an empty ring, a piece's member beyond MaxPieceTraits,
// the type beyond MaxTypes, the piece beyond MaxPieces; so what a file
// asks for beyond the limits costs nothing. Validation costs O(n log n)
// for n points (polygons are checked by an exact plane sweep) plus
// O(len(Hexes) + len(Sides)) for a hex map, and building a hex map
// O(Cols × Rows). A board's spatial index holds at most 8 entries per
// feature plus 65,536, however much the features' boxes overlap.
//
// A loader call allocates at most 12 bytes per input byte plus 1 MiB (so
// at most 385 MiB for a file at the 32 MiB cap), plus about 40 bytes per
// declared hex of a hex map that loads. The hostile suite checks the
// bound on every case, on files at the cap and on large valid files. The
// worst ratios found: a valid board of triangles about 8 bytes per byte,
// a type of millions of traits 9.5, floods of repeated hexes or hexsides
// about 4; a valid file of 65,536 pieces 5.5. At the 32 MiB cap, a
// polygon of 11 million empty rings, one of 4 million one-point rings and
// a piece of 2.7 million traits are refused at the first ring, point or
// member beyond a limit, allocating a few kilobytes. Checking n pieces
// costs O(n·(t + k)) for t traits each and k keys.
//
// The zero [Board] and [HexMap], and nil pointers to them, are empty: no
// features, hexes or types, lookups that find nothing, index methods that
// give their documented value out of range; SaveBoard and SaveHexMap
// refuse them. A nil [*Error] reads "terrain: no error (nil *Error)".
//
// Boards and hex maps are immutable once built and safe for concurrent
// readers; values they hand out (features, types, hexside lists) share
// their storage and must not be modified.
package terrain
