// Package skirmish is the ruleset of SPEC.md's SKIRMISH rules (seed 002,
// "Alcance y Línea de Visión"): range and line of sight between models on
// round bases, on a continuous table with terrain pieces, heights (Ht)
// and vantage points. It composes geom (exact "within" tests on discs and
// polygons) and los (base-to-base LoS, los.BaseSolver), and declares the
// terrain traits it reads ([Opaque], [LightCover], [HeavyCover], [Dense]).
//
// # Conventions
//
// The board's unit is the inch; base sizes are given in millimetres and
// converted once ([BaseRadius]); Ht is in inches too (the edge rule of
// SKR-V1 compares it with a distance). A [Model] is a round base, an Ht
// and the ID of the [Piece] it stands on, if any; a Piece is a footprint,
// an Ht and a terrain type. A [Table] holds both, validated, and answers
// every question; it is immutable and safe for concurrent use.
//
// A model's top is the Ht of the piece it stands on plus its own Ht: on
// the table it is its Ht, as the seed says. The height rules compare
// tops, so a model on a roof is as tall as it stands.
//
// Boundary models are los's and geom's: bases and footprints are closed;
// an obstacle blocks a sight line that meets its interior, so a line
// grazing a base or running along a wall's edge is clear. Range is <=
// (a base exactly 6 in away is in range 6), decided exactly.
//
// # Rules and the API that implements them
//
//	SKR-R1  range edge to edge, "within X"       InRange, Within, WithinPiece, WithinSegment, Distance
//	SKR-R2  range always top-down                InRange (heights never read)
//	SKR-B1  round bases, footprints, no facing   Model, NewModel, BaseRadius, Base30/40/50, Piece, NewTable
//	SKR-L1  a model sees itself                  Table.LoS (Sight.Self)
//	SKR-L2  any point of base to any point       Table.LoS (Sight.Witness), los.BaseSolver
//	SKR-L3  blocked by opaque terrain and bases  Table.LoS (Sight.BlockedBy), Opaque
//	SKR-L4  the four LoS traits                  LightCover, HeavyCover, Dense, Opaque, LoSTraits, AffectsLoS
//	SKR-H1  lower intervening objects ignored    Table.LoS (Reason LowerThanEnd), Rules.LowerThanBoth
//	SKR-V1  vantage points, diagonal lines, edge Piece.Vantage, VantageHt, Table.Diagonal, Table.OnVantage, NearEdge
//	SKR-V2  diagonal exceptions                  Table.LoS (BelowVantage, LowTerrain)
//	SKR-V3  same-height vantage: top-down        Table.Diagonal, Table.LoS
//	(none)  cover: a common reading, not seed's  Table.Cover, DefaultCoverNear, CoverLevel
//
// Each rule is proved by tests named after it (TestSKR_R1_RangeEdgeToEdge,
// TestSKR_V2_DiagonalLines, ...).
//
// # How LoS is decided
//
// Top-down (no vantage point involved, or both models on vantage points
// of the same Ht, SKR-V3): the obstacles are every other model's base and
// every opaque piece except the pieces the two models stand on (they are
// underfoot, not between), minus those lower than the actor's or the
// target's top (SKR-H1; lower than both with Rules.LowerThanBoth). LoS
// exists when some segment from the actor's base to the target's base
// meets no obstacle's interior; los.BaseSolver decides it exactly up to
// the rounding of its candidate lines and returns a witness.
//
// Diagonal (SKR-V1, V2): the sight line runs in 3D from the actor's top
// to the target's top. Other models count unless lower than the top of a
// model of the pair that stands on a vantage point; opaque terrain counts
// unless its Ht is no higher than the lower of the two tops. A counting
// model blocks where the line passes over its base below its top; a
// counting piece where the line passes over its footprint at a point no
// higher than its Ht. The vantage piece a model stands on counts too
// (that is what the edge rule is about) unless the model is within its
// own Ht of the footprint's boundary. The search is los's diagonal one, a
// documented approximation whose witnesses are always verified.
//
// The answer is the same whichever model observes: every pair is solved in
// one canonical direction and presented from the actor.
//
// # Readings of the seed
//
//   - SKR-H1 and SKR-V2 compare tops, not bare Ht, and in SKR-V3 this is
//     what makes "drawn normally" sensible: two snipers on equal roofs
//     see over a street model lower than them.
//   - The seed does not say at what height a diagonal line starts and
//     ends; this package joins the two tops (the most generous choice).
//   - Diagonal lines replace SKR-H1 by SKR-V2's own exceptions; otherwise
//     the narrower terrain rule of SKR-V2 ("equal to or lower than the
//     lowest model") would never apply. A consequence: climbing a vantage
//     point can, rarely, cost LoS that SKR-H1 gave on the ground.
//   - "Ignores that edge" (SKR-V1) ignores the whole piece the model
//     stands on, for that pair; the seed does not say how far "the edge"
//     extends. A model within its Ht of one edge therefore also sees down
//     past the far edges of its roof.
//   - "Models between lower than the model on the vantage point": when
//     both models stand on vantage points (of different Ht), lower than
//     either of them.
//   - Dense is declared and validated but has no effect: the seed defers
//     it to a later page. Opaque is the only trait that blocks.
//   - Cover ([Table.Cover]) is not in the seed's pages; the package offers
//     the common reading (every clear line crosses cover terrain within
//     near of the target) as an option, and nothing else reads it.
package skirmish
