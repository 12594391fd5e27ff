// Package advise is decision support over any rule system: threat maps,
// ranked positions, exposure along a path and scenario checks, computed with
// exact outcome distributions.
//
// advise knows no game. A game plugs in three function types, one question
// each:
//
//   - [SightFunc]: does a unit at one place see another place?
//   - [FireFunc]: what damage does a shooter at one place inflict on a
//     target at another, as an exact [combat.Dist] (or can it not fire)?
//   - [ReachFunc]: where can a unit move this turn, with MP left and path?
//
// Places are any comparable type P: a [hex.Hex] for a hex game, a sample
// point (an orb.Point or an index into a grid of points) for a table. Units
// are any type U the game's functions understand.
//
// # Facing
//
// A game whose units face makes its places [Faced]: a place and a facing
// (geom.Facing on a table, hex.Facing on a hex map). Its ReachFunc then
// ends each move with a facing ([EndFacing] turns plain moves into one
// per facing allowed), and its SightFunc and FireFunc receive both ends'
// facings, so fire arcs and flank bonuses count in every ranking and
// threat map ([EveryFacing] lists the faced places of a map).
//
// # Combination of threats
//
// Several enemies firing at one place are combined by a [CombineFunc]. The
// default, [Independent], treats the fires as independent and adds their
// damage: the exact distribution of the sum, computed by convolution on
// reduced integer weights. A game whose fires interact (the best single
// shot, damage capped at a unit's steps) supplies its own.
//
// # Exactness and errors
//
// Probabilities and expected values are [combat.Frac]: no floating point
// decides a ranking. When exact weights would overflow int64 (the product
// of the fires' denominators passes [MaxCombinedTotal]: 13 fires of 2D6
// damage, 25 of one die's, 63 of an even chance), the call returns an
// error that names the place, instead of a rounded answer. Errors from the
// game's own functions are returned wrapped with the place and unit
// indices where they arose.
//
// # Order and concurrency
//
// Results follow the order of the inputs: [World.Places] for maps, the
// order [ReachFunc] returns for moves (ties in a ranking keep it), the
// order of the pieces for threats. Batch calls take [Options]: with
// Workers other than 1 the game's functions are called from several
// goroutines at once and must be safe for that (for hex sight,
// hexsight.Shared's Sees method is a SightFunc that is). Results are identical
// whatever the number of workers. A Progress callback reports completed
// places from the calling goroutine.
//
// # Cost
//
// A threat map makes at most len(Places) x len(enemies) calls to each of
// Sight and Fire, and one Combine per place; its memory is proportional to
// the places times the threats found plus the distributions' sizes. Best
// positions make one Reach call and, per move, at most 2 x len(enemies)
// calls to Sight and to Fire.
//
// Those products are bounded: a call whose places times pieces exceed
// Options.MaxPairs ([DefaultMaxPairs], 4,194,304, when 0) is an error
// naming it before any call of the game's functions, and so are
// [World.Exposure] and [EveryFacing] beyond DefaultMaxPairs and
// [World.Unreachable] beyond [MaxReached] places.
//
// # Bad input
//
// Every call returns an error prefixed "advise: " rather than panic on a
// nil World, a missing function it needs, a nil Position or objective,
// and a Best that is not an index of a Position's Shots; the zero Position
// (no shots) scores 0 with every objective. Distributions at the ends of
// int are handled exactly.
package advise
