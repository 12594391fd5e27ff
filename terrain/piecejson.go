package terrain

import (
	"fmt"
	"math"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
)

// The JSON format of pieces is documented in doc.go.

// pieceMembers are the members of a piece object, in the order
// SavePieces writes them; the constants below index them.
var pieceMembers = [...]string{"id", "side", "name", "x", "y", "radius", "diameter", "hex", "facing", "traits"}

const (
	mID = iota
	mSide
	mName
	mX
	mY
	mRadius
	mDiameter
	mHex
	mFacing
	mTraits
)

// minPieceBytes is less than the shortest valid piece,
// {"id":"a","side":"b","hex":"A"}; it bounds the room made for pieces.
const minPieceBytes = 24

// LoadPieces reads pieces from JSON (the format is documented in the
// package doc) standing on on and carrying the traits keys declare,
// checks them as [Pieces.Validate] does, and returns them in the file's
// order, within the default [Limits]. It never panics. It reports the
// first problems it finds in document order (at most Limits.MaxErrors,
// then a count of the rest), each an [*Error] naming the piece by ID and
// its place in the file ("pieces[3]"), or, for malformed JSON, the byte
// offset with its line and column:
//
//	terrain: piece "rifles" (pieces[0]): position (50, 1) is outside the board's extent [0, 48] x [0, 48]
//	terrain: piece "B1" (pieces[4]): trait "atack" is not a key of the ruleset; did you mean "attack"?
//
// Unknown members are errors, and so are members of the other space (a
// hex on a table, x and y on a hex map). The number of pieces is checked
// before any is decoded. It costs O(len(data)) to read the file, then
// what Validate costs.
func LoadPieces(data []byte, on PiecesFor, keys ...TraitKey) (Pieces, error) {
	return Limits{}.LoadPieces(data, on, keys...)
}

// LoadPieces is [LoadPieces] with the limits l.
func (l Limits) LoadPieces(data []byte, on PiecesFor, keys ...TraitKey) (Pieces, error) {
	lim := l.resolved()
	p := newFileProblems(lim)
	if !on.check(p) {
		return nil, p.err()
	}
	c := newPieceCheck(p, on, keys, true)
	if !p.ok() { // the keys are the caller's mistake, not the file's
		return nil, p.err()
	}
	top, err := checkFile("pieces", data, lim, memberLimit{n: max(lim.MaxPieceTraits, len(pieceMembers)),
		why: fmt.Sprintf("a piece has %d kinds of member and at most %d traits (Limits.MaxPieceTraits)", len(pieceMembers), lim.MaxPieceTraits)})
	if err != nil {
		return nil, err
	}
	n := top.counts["pieces"]
	if n > lim.MaxPieces {
		return nil, &Error{Subject: "pieces", Path: "pieces",
			Err: fmt.Errorf("%d pieces, at most %d (Limits.MaxPieces)", n, lim.MaxPieces)}
	}
	raw, ok := decodePiecesTop(p, data, on)
	if !ok {
		return nil, p.err()
	}
	ps := make(Pieces, 0, min(n, len(raw)/minPieceBytes))
	eachElement(raw, func(i int, raw []byte) bool {
		if p.full() && (len(raw) < minPieceBytes || raw[0] != '{') {
			p.more++ // a flood of junk costs nothing each once the list is full
			return true
		}
		path := fmt.Sprintf("pieces[%d]", i)
		n := p.count()
		pc, bad, ok := decodePiece(p, raw, path, on)
		if ok {
			c.piece(&pc, path, bad)
		}
		if p.count() == n {
			ps = append(ps, pc)
		}
		return true
	})
	if !p.ok() {
		return nil, p.err()
	}
	return ps, nil
}

// decodePiecesTop reads the top level of a pieces file: "pieces", whose
// array it returns, and an optional "unit", which must be the board's.
func decodePiecesTop(p *problems, data []byte, on PiecesFor) ([]byte, bool) {
	if topValue(data)[0] != '{' {
		p.add("pieces", "", `a pieces file is a JSON object, {"pieces": [...]}`)
		return nil, false
	}
	var v [2][]byte
	names := []string{"pieces", "unit"}
	members(p, "pieces", "", topValue(data), names, v[:], true)
	if v[0] == nil {
		p.add("pieces", "", `no "pieces" member`)
	} else if v[0][0] != '[' {
		p.add("pieces", "pieces", "pieces must be an array")
	}
	if unit := v[1]; unit != nil {
		c := jsonChecker{data: unit}
		switch u, _ := c.str(true); {
		case on.Board == nil:
			p.add("pieces", "unit", "pieces on a hex map have no unit")
		case unit[0] != '"':
			p.add("pieces", "unit", "unit must be a string")
		case u != on.Board.Unit():
			p.add("pieces", "unit", "unit %s, but the board's unit is %s", shortQuote(u), shortQuote(on.Board.Unit()))
		}
	}
	return v[0], p.ok()
}

// decodePiece reads one piece object, adding its problems to p, and says
// which parts it could not read; ok is false if raw is no object.
func decodePiece(p *problems, raw []byte, path string, on PiecesFor) (pc Piece, bad misread, ok bool) {
	if raw[0] != '{' {
		p.add("piece", path, "not a JSON object")
		return pc, bad, false
	}
	var vals [len(pieceMembers)][]byte
	var unknown [][]byte
	eachMember(raw, func(name, val []byte) {
		for i, m := range pieceMembers {
			if m == string(name) {
				vals[i] = val
				return
			}
		}
		unknown = append(unknown, name)
	})
	d := pieceDecoder{p: p, path: path, subj: "piece"}
	failed := func(read func()) bool {
		n := p.count()
		read()
		return p.count() != n
	}
	bad.id = failed(func() { pc.ID = d.required(vals[mID], "id") })
	d.subj = pieceSubject(pc.ID)
	for _, name := range unknown {
		addUnknown(p, d.subj, path, name, pieceMembers[:])
	}
	bad.side = failed(func() { pc.Side = d.required(vals[mSide], "side") })
	bad.name = failed(func() { pc.Name = d.str(vals[mName], "name") })
	bad.place = failed(func() {
		if on.Board != nil {
			d.table(&pc, &vals)
		} else {
			d.hex(&pc, &vals, on.HexMap)
		}
	})
	bad.traits = failed(func() {
		if n := countMembers(vals[mTraits]); n > p.lim.MaxPieceTraits {
			// Refused before they are decoded, so that a piece of a
			// million traits costs no Trait each.
			p.add(d.subj, path, "%d traits, at most %d (Limits.MaxPieceTraits)", n, p.lim.MaxPieceTraits)
			return
		}
		ts, errs := decodeTraits(vals[mTraits])
		for _, e := range errs {
			p.wrap(d.subj, path, e)
		}
		pc.Traits = ts
	})
	return pc, bad, true
}

// pieceDecoder reads the members of one piece.
type pieceDecoder struct {
	p          *problems
	path, subj string
}

// str reads a string member; absent is "".
func (d *pieceDecoder) str(val []byte, what string) string {
	if val == nil {
		return ""
	}
	if val[0] != '"' {
		d.p.add(d.subj, d.path, "%s must be a string", what)
		return ""
	}
	c := jsonChecker{data: val}
	s, _ := c.str(true)
	return s
}

// required reads a string member that must be there.
func (d *pieceDecoder) required(val []byte, what string) string {
	if val == nil {
		d.p.add(d.subj, d.path, "no %s", what)
		return ""
	}
	return d.str(val, what)
}

// num reads a number member, reporting anything else.
func (d *pieceDecoder) num(val []byte, what string) (float64, bool) {
	c := jsonChecker{data: val}
	v, why := c.traitValue()
	x, ok := v.Number()
	switch {
	case why != "" && val[0] != '-' && (val[0] < '0' || val[0] > '9'):
		d.p.add(d.subj, d.path, "%s must be a number", what)
	case why != "":
		d.p.add(d.subj, d.path, "%s: %s", what, why)
	case !ok:
		d.p.add(d.subj, d.path, "%s must be a number, not %s", what, v)
	}
	return x, ok
}

// table reads the position, base and facing of a piece on a board.
func (d *pieceDecoder) table(pc *Piece, vals *[len(pieceMembers)][]byte) {
	if vals[mHex] != nil {
		d.p.add(d.subj, d.path, "a piece on a board has x and y, not a hex")
	}
	x, y := vals[mX], vals[mY]
	if x == nil || y == nil {
		d.p.add(d.subj, d.path, "no position (x and y)")
	} else {
		pc.Base.Center[0], _ = d.num(x, "x")
		pc.Base.Center[1], _ = d.num(y, "y")
	}
	r, dia := vals[mRadius], vals[mDiameter]
	switch {
	case r != nil && dia != nil:
		d.p.add(d.subj, d.path, "give the base's radius or its diameter, not both")
	case r != nil:
		pc.Base.R, _ = d.num(r, "radius")
	case dia != nil:
		v, _ := d.num(dia, "diameter")
		pc.Base.R = v / 2
	default:
		d.p.add(d.subj, d.path, "no base size (radius or diameter)")
	}
	if f := vals[mFacing]; f != nil {
		pc.Facing, pc.HasFacing = d.tableFacing(f), true
	}
}

// tableFacing reads a table facing: degrees or a direction [x, y].
func (d *pieceDecoder) tableFacing(val []byte) geom.Facing {
	if val[0] != '[' {
		deg, ok := d.num(val, "facing (degrees, or a direction [x, y])")
		if ok && !(deg >= -360 && deg <= 360) {
			d.p.add(d.subj, d.path, "facing %v degrees is outside -360..360", deg)
		}
		return geom.FacingDegrees(deg)
	}
	var xy []float64
	c := jsonChecker{data: val, i: 1}
	for {
		c.skipSpace()
		if val[c.i] == ']' {
			break
		}
		start := c.i
		_ = c.value(1)
		if len(xy) < 3 {
			x, ok := d.num(val[start:c.i], "facing [x, y]")
			if !ok {
				return geom.Facing{}
			}
			xy = append(xy, x)
		}
		c.skipSpace()
		if val[c.i] == ',' {
			c.i++
		}
	}
	switch {
	case len(xy) > 2:
		d.p.add(d.subj, d.path, "facing [x, y] has more than 2 numbers")
		return geom.Facing{}
	case len(xy) < 2:
		d.p.add(d.subj, d.path, "facing [x, y] has %d numbers, want 2", len(xy))
		return geom.Facing{}
	}
	return geom.Facing{X: xy[0], Y: xy[1]}
}

// hex reads the hex and facing of a piece on a hex map.
func (d *pieceDecoder) hex(pc *Piece, vals *[len(pieceMembers)][]byte, m *HexMap) {
	for _, i := range [...]int{mX, mY, mRadius, mDiameter} {
		if vals[i] != nil {
			d.p.add(d.subj, d.path, "a piece on a hex map has a hex, not %s", pieceMembers[i])
		}
	}
	if vals[mHex] == nil {
		d.p.add(d.subj, d.path, "no hex")
	} else if label := d.str(vals[mHex], "hex"); vals[mHex][0] == '"' {
		h, err := m.labels.Parse(label)
		switch {
		case len(label) > d.p.lim.MaxPieceText:
			d.p.add(d.subj, d.path, "hex label of %d bytes, at most %d (Limits.MaxPieceText)", len(label), d.p.lim.MaxPieceText)
		case err != nil:
			d.p.wrap(d.subj, d.path, err)
		case !m.Contains(h):
			d.p.add(d.subj, d.path, "hex %s is off the %s map", shortQuote(label), sizeText(m.origin, m.cols, m.rows))
		}
		pc.Hex = h
	}
	if f := vals[mFacing]; f != nil {
		n, ok := d.num(f, "facing")
		if ok && !(n >= 0 && n <= 11 && n == math.Trunc(n)) {
			d.p.add(d.subj, d.path, "facing %v is not a hex facing, a whole number 0..11 (30° steps; see hex.Facing)", n)
			ok = false
		}
		if ok {
			pc.HexFacing = hex.Facing(n)
		}
		pc.HasFacing = true
	}
}

// SavePieces writes ps as JSON, in the format documented in the package
// doc, in their order: LoadPieces(SavePieces(ps, on), on, keys...)
// returns pieces equal to ps when ps are valid with those keys. It first
// checks ps as [Pieces.Validate] does, except for the keys, which it is
// not told, and for the count, length and coordinate limits, so that it
// never writes a file that could not load back equal. A table facing is
// written in degrees when those give exactly the same facing, else as
// its direction [x, y]; a base by its radius.
func SavePieces(ps Pieces, on PiecesFor) ([]byte, error) {
	p := newProblems(Limits{MaxCoordinate: MaxCoordinateBound, MaxPieces: math.MaxInt,
		MaxPieceTraits: math.MaxInt, MaxPieceText: math.MaxInt}.resolved())
	validatePieces(p, ps, on, nil, false)
	if !p.ok() {
		return nil, p.err()
	}
	out := []byte("{\n")
	if on.Board != nil {
		out = append(out, "  \"unit\": "...)
		out = appendString(out, on.Board.Unit())
		out = append(out, ",\n"...)
	}
	out = append(out, "  \"pieces\": ["...)
	for i := range ps {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, "\n    "...)
		var err error
		if out, err = appendPiece(out, &ps[i], on); err != nil {
			return nil, err
		}
	}
	if len(ps) > 0 {
		out = append(out, "\n  "...)
	}
	return append(out, "]\n}\n"...), nil
}

// appendPiece writes one valid piece as a JSON object on one line.
func appendPiece(out []byte, pc *Piece, on PiecesFor) ([]byte, error) {
	out = append(out, "{\"id\": "...)
	out = appendString(out, pc.ID)
	out = append(out, ", \"side\": "...)
	out = appendString(out, pc.Side)
	if pc.Name != "" {
		out = append(out, ", \"name\": "...)
		out = appendString(out, pc.Name)
	}
	if on.Board != nil {
		out = append(out, ", \"x\": "...)
		out = appendFloat(out, pc.Base.Center[0])
		out = append(out, ", \"y\": "...)
		out = appendFloat(out, pc.Base.Center[1])
		out = append(out, ", \"radius\": "...)
		out = appendFloat(out, pc.Base.R)
		if pc.HasFacing {
			out = append(out, ", \"facing\": "...)
			out = appendTableFacing(out, pc.Facing)
		}
	} else {
		label, err := on.HexMap.Label(pc.Hex)
		if err != nil {
			return nil, err
		}
		out = append(out, ", \"hex\": "...)
		out = appendString(out, label)
		if pc.HasFacing {
			out = fmt.Appendf(out, ", \"facing\": %d", int(pc.HexFacing))
		}
	}
	if len(pc.Traits) > 0 {
		out = append(out, ", \"traits\": "...)
		out = appendTraits(out, pc.Traits)
	}
	return append(out, '}'), nil
}

// appendTableFacing writes f in degrees if a round number of degrees
// gives exactly f, else as its direction [x, y].
func appendTableFacing(out []byte, f geom.Facing) []byte {
	d := f.Degrees()
	for _, deg := range [...]float64{math.Round(d), math.Round(d*1e6) / 1e6, d} {
		if geom.FacingDegrees(deg) == f {
			return appendFloat(out, deg)
		}
	}
	out = append(out, '[')
	out = appendFloat(out, f.X)
	out = append(out, ", "...)
	out = appendFloat(out, f.Y)
	return append(out, ']')
}
