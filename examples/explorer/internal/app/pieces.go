package app

import (
	"errors"
	"fmt"
	"strings"

	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/examples/internal/scenes"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// pieceKeys are the piece traits the explorer reads, all optional: kind
// picks a counter's symbol, attack, defence and move are its values (move
// is also its allowance), steps and range are accepted and shown in its
// tooltip. A pieces file with another trait is refused by the loader,
// which names it.
func pieceKeys() []terrain.TraitKey {
	return []terrain.TraitKey{
		terrain.Optional(terrain.Enum("kind", "infantry", "cavalry", "artillery", "armour", "mechanised", "headquarters")),
		terrain.Optional(terrain.Number("attack")), terrain.Optional(terrain.Number("defence")),
		terrain.Optional(terrain.Number("move")), terrain.Optional(terrain.Number("steps")),
		terrain.Optional(terrain.Number("range")),
	}
}

// sideColours fill the counters of the first sides met in a file, in
// order; later sides take the last.
var sideColours = [...]string{"#b8c8e8", "#f0b8b0", "#c8e0b0", "#e8d8a8"}

// symbols are the counter symbols of the kind trait's members.
var symbols = map[string]draw.Symbol{"infantry": draw.Infantry, "cavalry": draw.Cavalry, "artillery": draw.Artillery,
	"armour": draw.Armour, "mechanised": draw.Mechanised, "headquarters": draw.Headquarter}

// withPieces puts the pieces of a file on the scene open in v: they are
// drawn as counters (a hex map) or bases (a table), and each becomes a
// unit to choose, moving by the scene's first unit's rule with its own
// move trait as allowance.
func (v *view) withPieces(data []byte) (string, error) {
	switch {
	case v.hex != nil:
		ps, err := limits().LoadPieces(data, terrain.PiecesFor{HexMap: v.hex.Map}, pieceKeys()...)
		if err != nil {
			return "", err
		}
		hs := *v.hex
		hs.Pieces = hexPieces(ps)
		hs.Units = hexUnits(ps, v.hex.Units)
		v.hex = &hs
		return fmt.Sprintf("%d pieces on the map; choose one as the unit for its reach.", len(ps)), nil
	case v.table != nil:
		ps, err := limits().LoadPieces(data, terrain.PiecesFor{Board: v.table.Board}, pieceKeys()...)
		if err != nil {
			return "", err
		}
		ts := *v.table
		ts.Pieces = tablePieces(ps)
		ts.Units = tableUnits(ps, v.table.Units)
		v.table = &ts
		return fmt.Sprintf("%d pieces on the table.", len(ps)), nil
	}
	return "", errors.New("explorer: a pieces file stands on a map or a board: open one first (a scene or your own file), then drop its pieces")
}

// counterOf is the counter of a piece: its ID, kind and values, in its
// side's colour.
func counterOf(p terrain.Piece, colour string) draw.Counter {
	k := draw.Counter{Name: p.ID, Colour: colour}
	if v, ok := p.Trait("kind"); ok {
		name, _ := v.Enum()
		k.Symbol = symbols[name]
	}
	var values []string
	for _, n := range []string{"attack", "defence", "move"} {
		if v, ok := p.Trait(n); ok {
			x, _ := v.Number()
			values = append(values, fmt.Sprint(x))
		}
	}
	k.Values = strings.Join(values, "-")
	return k
}

// sides returns each piece's side colour, and the sides in first-met
// order with their colours.
func sides(ps terrain.Pieces) (colour []string, order [][2]string) {
	seen := map[string]string{}
	for _, p := range ps {
		c, ok := seen[p.Side]
		if !ok {
			c = sideColours[min(len(order), len(sideColours)-1)]
			seen[p.Side] = c
			order = append(order, [2]string{p.Side, c})
		}
		colour = append(colour, c)
	}
	return colour, order
}

// hexPieces draws the pieces as stacks of counters, a stack per hex in
// the file's order.
func hexPieces(ps terrain.Pieces) func(c *draw.Canvas) error {
	colour, order := sides(ps)
	return func(c *draw.Canvas) error {
		for _, s := range order {
			c.Key(s[1], s[0])
		}
		stacks := map[hex.Hex][]draw.Counter{}
		var hexes []hex.Hex
		for i, p := range ps {
			if _, ok := stacks[p.Hex]; !ok {
				hexes = append(hexes, p.Hex)
			}
			k := counterOf(p, colour[i])
			k.Faced, k.Facing = p.HasFacing, p.HexFacing
			stacks[p.Hex] = append(stacks[p.Hex], k)
		}
		var errs []error
		for _, h := range hexes {
			errs = append(errs, c.Counters(h, stacks[h]))
		}
		return errors.Join(errs...)
	}
}

// tablePieces draws the pieces on their bases.
func tablePieces(ps terrain.Pieces) func(c *draw.Canvas) error {
	colour, order := sides(ps)
	return func(c *draw.Canvas) error {
		for _, s := range order {
			c.Key(s[1], s[0])
		}
		var errs []error
		for i, p := range ps {
			k := counterOf(p, colour[i])
			k.Faced, k.Heading = p.HasFacing, p.Facing.Degrees()
			errs = append(errs, c.BaseCounter(p.Base, k))
		}
		return errors.Join(errs...)
	}
}

// hexUnits makes each piece a unit that moves from its hex by the rule
// of like (the scene's units, or its generic mover), with its move trait
// as allowance when it has one.
func hexUnits(ps terrain.Pieces, like []scenes.HexUnit) []scenes.HexUnit {
	if len(like) == 0 {
		return nil
	}
	rule := like[0]
	var out []scenes.HexUnit
	for _, p := range ps {
		u := rule
		u.Name, u.At, u.Anywhere = p.ID, p.Hex, false
		if v, ok := p.Trait("move"); ok {
			u.Options.Allowance, _ = v.Number()
			u.Rule = strings.Split(rule.Rule, ",")[0] + fmt.Sprintf(", %g MP (its move)", u.Options.Allowance)
		}
		out = append(out, u)
	}
	return out
}

// tableUnits makes each piece a figure that moves from its base's centre
// by the rule of like, if the scene has one, with its move trait as
// allowance when it has one.
func tableUnits(ps terrain.Pieces, like []scenes.TableUnit) []scenes.TableUnit {
	if len(like) == 0 {
		return nil
	}
	var out []scenes.TableUnit
	for _, p := range ps {
		u := like[0]
		u.Name, u.At = p.ID, p.Base.Center
		if v, ok := p.Trait("move"); ok {
			u.Allowance, _ = v.Number()
		}
		out = append(out, u)
	}
	return out
}
