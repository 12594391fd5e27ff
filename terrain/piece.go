package terrain

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
)

// Piece is one game piece standing on the ground: a model on a round base
// on a table (a [Board]), or a counter in a hex of a [HexMap]. A piece has
// the fields of one space only; those of the other stay zero.
//
// A piece's traits are its own values (attack 4, skill 7, kind
// "infantry"), named and typed like terrain traits and read the same way:
// a Piece is a [Source], so terrain.Get(p, Skill) reads its skill with
// validation.
//
// A Piece is plain data; build one with [NewTablePiece] or [NewHexPiece]
// and the With methods, and check a set of them with [NewPieces] or
// [Pieces.Validate].
type Piece struct {
	// ID names the piece, unique among its pieces and not empty, such as
	// "rifles" or "B1". Errors name pieces by it.
	ID string
	// Side is the side the piece fights for, not empty, such as "Blue".
	Side string
	// Name is an optional name to show, such as "1st Infantry".
	Name string

	// Base is a table piece's round base, in the board's unit: its radius
	// R is positive and the whole base lies in the board's extent (its rim
	// may touch the edge, not pass it). Zero on a hex map.
	Base geom.Disc
	// Facing is where a table piece's front points, used when HasFacing
	// is set: a valid [geom.Facing]. Zero otherwise, and on a hex map.
	Facing geom.Facing

	// Hex is a hex piece's hex, on the map. Zero on a table.
	Hex hex.Hex
	// HexFacing is where a hex piece's front points, 0..11 in 30° steps
	// (see [hex.Facing]), used when HasFacing is set. Zero otherwise, and
	// on a table.
	HexFacing hex.Facing

	// HasFacing says whether the piece has a facing: Facing on a table,
	// HexFacing on a hex map. Games without facing leave it unset.
	HasFacing bool

	// Traits are the piece's values, each named by a key the ruleset
	// declares, in the order given (a file's order); nil if none.
	Traits []Trait
}

// NewTablePiece returns a piece of side side on a table, on the round
// base b. Like every constructor of plain data in this package it does
// not validate: [NewPieces] and [LoadPieces] do.
func NewTablePiece(id, side string, b geom.Disc) Piece {
	return Piece{ID: id, Side: side, Base: b}
}

// NewHexPiece returns a piece of side side in hex h of a hex map.
func NewHexPiece(id, side string, h hex.Hex) Piece {
	return Piece{ID: id, Side: side, Hex: h}
}

// WithName returns p with the name to show name.
func (p Piece) WithName(name string) Piece {
	p.Name = name
	return p
}

// WithFacing returns the table piece p facing f.
func (p Piece) WithFacing(f geom.Facing) Piece {
	p.Facing, p.HasFacing = f, true
	return p
}

// WithHexFacing returns the hex piece p facing f, reduced to 0..11.
func (p Piece) WithHexFacing(f hex.Facing) Piece {
	p.HexFacing, p.HasFacing = f.Norm(), true
	return p
}

// WithTraits returns p with the traits ts added to its own.
func (p Piece) WithTraits(ts ...Trait) Piece {
	p.Traits = append(p.Traits[:len(p.Traits):len(p.Traits)], ts...)
	return p
}

// Trait returns the value of p's trait called name, and false if p has
// no such trait. It makes a Piece a [Source].
func (p Piece) Trait(name string) (Value, bool) { return lookupTrait(p.Traits, name) }

func (p Piece) subject() string { return fmt.Sprintf("piece %q", p.ID) }

func (p Piece) clone() Piece {
	p.Traits = slices.Clone(p.Traits)
	return p
}

// PiecesFor is what pieces stand on: exactly one of a Board (a table:
// pieces have a base, and maybe a facing) and a HexMap (pieces have a
// hex, and maybe a hex facing), built by its constructor or loader (a
// zero Board or HexMap is an error).
type PiecesFor struct {
	Board  *Board
	HexMap *HexMap
}

// check reports a PiecesFor that names no ground or two, or a zero Board
// or HexMap, which no constructor built and no pieces file can stand on.
func (on PiecesFor) check(p *problems) bool {
	switch {
	case on.Board == nil && on.HexMap == nil:
		p.add("pieces", "", "PiecesFor has neither a Board nor a HexMap")
	case on.Board != nil && on.HexMap != nil:
		p.add("pieces", "", "PiecesFor has both a Board and a HexMap; pieces stand on one")
	case on.Board != nil && !on.Board.built():
		p.add("pieces", "", "PiecesFor has a zero Board (build one with NewBoard or LoadBoard)")
	case on.HexMap != nil && on.HexMap.cols == 0:
		p.add("pieces", "", "PiecesFor has a zero HexMap (build one with NewHexMap or LoadHexMap)")
	default:
		return true
	}
	return false
}

// Pieces is the pieces of a game, in the order given (a file's order).
// [LoadPieces] and [NewPieces] return checked ones; a Pieces changed
// afterwards is plain data again, to check with [Pieces.Validate].
type Pieces []Piece

// Index returns the index of the piece whose ID is id, and false if there
// is none. It costs O(len(ps)).
func (ps Pieces) Index(id string) (int, bool) {
	for i := range ps {
		if ps[i].ID == id {
			return i, true
		}
	}
	return -1, false
}

// Validate reports the problems of ps standing on on, with the traits
// keys declare, within the default [Limits], joined with errors.Join, or
// nil: the first Limits.MaxErrors in data order, then a count of the
// rest. Each is an [*Error] whose Path is "pieces[i]" (or "keys[i]" for a
// key), such as
//
//	terrain: piece "rifles" (pieces[0]): trait "skil" is not a key of the ruleset; did you mean "skill"?
//
// It checks:
//
//   - on names exactly one Board or HexMap; keys are not nil, and two
//     keys of one name have one kind;
//   - each piece has an ID, unique, and a Side; its ID, Side, Name, trait
//     names and enumeration members are valid UTF-8 of at most
//     Limits.MaxPieceText bytes; it has at most Limits.MaxPieceTraits
//     traits;
//   - its traits are named once each, with valid values (numbers finite,
//     enumeration members not empty), each named by a key with the key's
//     kind and, for an enumeration key, one of its members; every key not
//     marked [Optional] is carried by every piece (a zero Key is skipped);
//   - on a table: Base.Center is finite, Base.R is positive and at most
//     Limits.MaxCoordinate, and the whole base lies inside the board's
//     extent, decided exactly ([geom.Disc.InsideBound]: its rim may touch
//     the edge, as a base moving on the board may, but not pass it: a
//     base that overhangs the table is an error, whatever a rule would
//     make of it), and the Facing is valid, with components
//     within ±Limits.MaxCoordinate, if HasFacing is set and zero if not;
//     Hex and HexFacing are zero;
//   - on a hex map: Hex is on the map, HexFacing is in 0..11 if HasFacing
//     is set and zero if not; Base and Facing are zero.
//
// It does not check what a game rules on: pieces may share a hex or
// overlap on a table. It costs O(n·(t + k)) for n pieces of at most t
// traits and k keys, plus O(L²) per misspelt name of length L (at most
// 64) per key name for the nearest spelling, for the reported problems
// only.
func (ps Pieces) Validate(on PiecesFor, keys ...TraitKey) error {
	p := newProblems(Limits{}.resolved())
	validatePieces(p, ps, on, keys, true)
	return p.err()
}

// NewPieces checks ps as [Pieces.Validate] does, within the default
// [Limits], and returns a copy of them that shares no storage with ps.
func NewPieces(ps []Piece, on PiecesFor, keys ...TraitKey) (Pieces, error) {
	return Limits{}.NewPieces(ps, on, keys...)
}

// NewPieces is [NewPieces] with the limits l.
func (l Limits) NewPieces(ps []Piece, on PiecesFor, keys ...TraitKey) (Pieces, error) {
	p := newProblems(l.resolved())
	validatePieces(p, ps, on, keys, true)
	if !p.ok() {
		return nil, p.err()
	}
	out := make(Pieces, len(ps))
	for i := range ps {
		out[i] = ps[i].clone()
	}
	return out, nil
}

// validatePieces checks ps; withKeys is false only for SavePieces, which
// is not told the keys.
func validatePieces(p *problems, ps []Piece, on PiecesFor, keys []TraitKey, withKeys bool) {
	if !on.check(p) {
		return
	}
	c := newPieceCheck(p, on, keys, withKeys)
	if len(ps) > p.lim.MaxPieces {
		p.add("pieces", "pieces", "%d pieces, at most %d (Limits.MaxPieces)", len(ps), p.lim.MaxPieces)
		return
	}
	for i := range ps {
		c.piece(&ps[i], fmt.Sprintf("pieces[%d]", i), misread{})
	}
}

// pieceCheck holds what checking one piece after another needs.
type pieceCheck struct {
	p    *problems
	on   PiecesFor
	keys *pieceKeys // nil: traits are not checked against keys
	ids  map[string]string
}

func newPieceCheck(p *problems, on PiecesFor, keys []TraitKey, withKeys bool) *pieceCheck {
	c := &pieceCheck{p: p, on: on, ids: map[string]string{}}
	if withKeys {
		c.keys = compileKeys(p, keys)
	}
	return c
}

// pieceSubject names a piece in errors: by its ID, or "piece" without one.
func pieceSubject(id string) string {
	if id == "" {
		return "piece"
	}
	return "piece " + shortQuote(id)
}

// misread marks the parts of a piece a loader could not read, and has
// reported: the checks of those parts are skipped.
type misread struct{ id, side, name, place, traits bool }

// piece checks one piece at path.
func (c *pieceCheck) piece(pc *Piece, path string, bad misread) {
	p := c.p
	subj := pieceSubject(pc.ID)
	switch {
	case bad.id:
	case pc.ID == "":
		p.add(subj, path, "no id")
	case c.text(subj, path, "id", pc.ID):
		if first, dup := c.ids[pc.ID]; dup {
			p.add(subj, path, "duplicate id (first at %s)", first)
		} else {
			c.ids[pc.ID] = path
		}
	}
	switch {
	case bad.side:
	case pc.Side == "":
		p.add(subj, path, "no side")
	default:
		c.text(subj, path, "side", pc.Side)
	}
	if pc.Name != "" && !bad.name {
		c.text(subj, path, "name", pc.Name)
	}
	if !bad.traits {
		c.traits(subj, path, pc.Traits)
	}
	switch {
	case bad.place:
	case c.on.Board != nil:
		c.onTable(subj, path, pc)
	default:
		c.onHexMap(subj, path, pc)
	}
}

// text applies the text rules of pieces to s, the what of a piece: valid
// UTF-8 (the rule of every string, see checkText) of at most
// Limits.MaxPieceText bytes.
func (c *pieceCheck) text(subj, path, what, s string) bool {
	return c.short(subj, path, what, s) && checkText(c.p, subj, path, what, s)
}

// short reports s, the what of a piece, if it is longer than
// Limits.MaxPieceText bytes.
func (c *pieceCheck) short(subj, path, what, s string) bool {
	if len(s) > c.p.lim.MaxPieceText {
		c.p.add(subj, path, "%s of %d bytes, at most %d (Limits.MaxPieceText)", what, len(s), c.p.lim.MaxPieceText)
		return false
	}
	return true
}

// traits checks a piece's traits: their number, names and values (the
// rules of every trait list, text included), their lengths, and, when
// keys are known, that they are the keys' traits.
func (c *pieceCheck) traits(subj, path string, ts []Trait) {
	if len(ts) > c.p.lim.MaxPieceTraits {
		c.p.add(subj, path, "%d traits, at most %d (Limits.MaxPieceTraits)", len(ts), c.p.lim.MaxPieceTraits)
		return
	}
	validateTraits(c.p, subj, path, ts)
	for _, tr := range ts {
		m, _ := tr.Value.Enum()
		ok := c.short(subj, path, "trait name", tr.Name)
		if len(m) > c.p.lim.MaxPieceText {
			ok = c.short(subj, path, fmt.Sprintf("trait %s member", shortQuote(tr.Name)), m)
		}
		if ok && c.keys != nil && tr.Name != "" && tr.Value.check() == "" && utf8.ValidString(tr.Name) && utf8.ValidString(m) {
			c.keys.checkTrait(c.p, subj, path, tr)
		}
	}
	if c.keys != nil {
		c.keys.checkRequired(c.p, subj, path, ts)
	}
}

// checkBase checks a table piece's base: its centre finite and in the
// extent, its radius positive and within the coordinate bound, and the
// whole base in the extent.
func checkBase(p *problems, subj, path string, base geom.Disc, ext orb.Bound) {
	ctr, r := base.Center, base.R
	switch {
	case !finitePt(ctr):
		p.add(subj, path, "position (%v, %v) is not finite", ctr[0], ctr[1])
	case !inBound(ext, ctr):
		p.add(subj, path, "position (%v, %v) is outside the board's extent [%v, %v] x [%v, %v]",
			ctr[0], ctr[1], ext.Min[0], ext.Max[0], ext.Min[1], ext.Max[1])
	}
	switch {
	case !(r > 0):
		p.add(subj, path, "base radius %v is not positive", r)
	case !p.lim.inRange(r):
		p.add(subj, path, "base radius %v exceeds %g (Limits.MaxCoordinate)", r, p.lim.MaxCoordinate)
	case finitePt(ctr) && inBound(ext, ctr) && !base.InsideBound(ext):
		p.add(subj, path, "base of radius %v at (%v, %v) overhangs the board's extent [%v, %v] x [%v, %v] (a base lies wholly on the board; its rim may touch the edge)",
			r, ctr[0], ctr[1], ext.Min[0], ext.Max[0], ext.Min[1], ext.Max[1])
	}
}

// onTable checks a piece on the board: its base wholly inside the
// extent (the closed rectangle: the rim may touch the edge, as a base
// moving on the board may), its facing, and no hex.
func (c *pieceCheck) onTable(subj, path string, pc *Piece) {
	p, lim, ext := c.p, c.p.lim, c.on.Board.Extent()
	if pc.Hex != (hex.Hex{}) || pc.HexFacing != 0 {
		p.add(subj, path, "a piece on a board has a base, not a hex (hex %v, hex facing %d)", pc.Hex, int(pc.HexFacing))
	}
	checkBase(p, subj, path, pc.Base, ext)
	f := pc.Facing
	switch {
	case !pc.HasFacing && f != (geom.Facing{}):
		p.add(subj, path, "facing (%v, %v) given without HasFacing", f.X, f.Y)
	case pc.HasFacing && f.Validate() != nil:
		p.wrap(subj, path, f.Validate())
	case pc.HasFacing && !(lim.inRange(f.X) && lim.inRange(f.Y)):
		p.add(subj, path, "facing (%v, %v) exceeds ±%g (Limits.MaxCoordinate)", f.X, f.Y, lim.MaxCoordinate)
	}
}

// inBound reports whether pt lies in the closed rectangle b.
func inBound(b orb.Bound, pt orb.Point) bool {
	return b.Min[0] <= pt[0] && pt[0] <= b.Max[0] && b.Min[1] <= pt[1] && pt[1] <= b.Max[1]
}

// onHexMap checks a piece on the hex map: its hex on the map, its facing,
// and no base.
func (c *pieceCheck) onHexMap(subj, path string, pc *Piece) {
	p, m := c.p, c.on.HexMap
	if pc.Base != (geom.Disc{}) || pc.Facing != (geom.Facing{}) {
		p.add(subj, path, "a piece on a hex map has a hex, not a base or a table facing")
	}
	if !m.Contains(pc.Hex) {
		p.add(subj, path, "hex %v is off the %s map", pc.Hex, sizeText(m.origin, m.cols, m.rows))
	}
	switch f := pc.HexFacing; {
	case !pc.HasFacing && f != 0:
		p.add(subj, path, "hex facing %d given without HasFacing", int(f))
	case f < 0 || f > 11:
		p.add(subj, path, "hex facing %d is not in 0..11", int(f))
	}
}

// pieceKeys is the trait keys pieces are checked against.
type pieceKeys struct {
	byName map[string]*pieceKey
	names  []string    // sorted, for the nearest spelling
	order  []*pieceKey // as given, for the required check
}

type pieceKey struct {
	name     string
	kind     Kind
	members  []string // of an enumeration key
	optional bool
}

// compileKeys indexes keys by name, reporting nil keys and two kinds for
// one name; zero keys are skipped.
func compileKeys(p *problems, keys []TraitKey) *pieceKeys {
	ks := &pieceKeys{byName: make(map[string]*pieceKey, len(keys))}
	for i, k := range keys {
		k, optional := checkKey(p, i, k)
		if k == nil || k.Name() == "" {
			continue
		}
		name := k.Name()
		if prev, dup := ks.byName[name]; dup {
			if prev.kind != k.Kind() {
				p.add("key "+shortQuote(name), fmt.Sprintf("keys[%d]", i), "declared as %s and as %s", prev.kind.article(), k.Kind().article())
			}
			prev.optional = prev.optional && optional
			continue
		}
		pk := &pieceKey{name: name, kind: k.Kind(), optional: optional}
		if e, ok := k.(interface{ Members() []string }); ok && pk.kind == KindEnum {
			pk.members = e.Members()
		}
		ks.byName[name] = pk
		ks.order = append(ks.order, pk)
		ks.names = append(ks.names, name)
	}
	slices.Sort(ks.names)
	return ks
}

// checkTrait reports a trait no key names, or of the wrong kind or
// member.
func (ks *pieceKeys) checkTrait(p *problems, subj, path string, tr Trait) {
	k, ok := ks.byName[tr.Name]
	if p.full() && !(ok && k.fits(tr.Value)) {
		p.more++ // the nearest spelling costs time; once the list is full, only count
		return
	}
	switch {
	case !ok && len(ks.names) == 0:
		p.add(subj, path, "trait %s is not a key of the ruleset (it declares no piece traits)", shortQuote(tr.Name))
	case !ok:
		p.add(subj, path, "trait %s is not a key of the ruleset; did you mean %s?", shortQuote(tr.Name), shortQuote(nearest(ks.names, tr.Name)))
	case tr.Value.Kind() != k.kind:
		p.add(subj, path, "trait %s is %s (%s), want %s", shortQuote(tr.Name), tr.Value.Kind().article(), tr.Value, k.kind.article())
	case !k.fits(tr.Value):
		m, _ := tr.Value.Enum()
		if len(k.members) == 0 {
			p.add(subj, path, "trait %s is %s; its key has no members", shortQuote(tr.Name), shortQuote(m))
			return
		}
		p.add(subj, path, "trait %s is %s, not one of %s; did you mean %s?", shortQuote(tr.Name), shortQuote(m),
			clip(strings.Join(k.members, ", "), 256), shortQuote(nearest(k.members, m)))
	}
}

// fits reports whether v has k's kind and, for an enumeration, is one of
// its members.
func (k *pieceKey) fits(v Value) bool {
	if v.Kind() != k.kind {
		return false
	}
	m, isEnum := v.Enum()
	return !isEnum || slices.Contains(k.members, m)
}

// checkRequired reports each key not marked Optional that ts lacks.
func (ks *pieceKeys) checkRequired(p *problems, subj, path string, ts []Trait) {
	for _, k := range ks.order {
		if k.optional {
			continue
		}
		if _, ok := lookupTrait(ts, k.name); !ok {
			p.add(subj, path, "trait %s (%v) is missing (mark the key terrain.Optional if pieces may lack it)", shortQuote(k.name), k.kind)
		}
	}
}
