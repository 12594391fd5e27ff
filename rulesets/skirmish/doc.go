// Package skirmish is the ruleset of SPEC.md's SKIRMISH rules (seed 002,
// "Alcance y Línea de Visión"): range and line of sight between models on
// round bases, on a continuous table with terrain pieces, heights (Ht)
// and vantage points. It composes geom (exact "within" tests on discs and
// polygons) and los (base-to-base LoS, los.BaseSolver), and declares the
// terrain traits it reads ([Opaque], [LightCover], [HeavyCover], [Dense]).
//
// # How to use this package
//
// Every warkit ruleset has one shape. A [Rules] value holds the readings
// the rule text leaves open; its zero value is the documented default of
// each, and no zero hides a real setting (where a zero could be meant, the
// field is an explicit option). A constructor New…(…, Rules) checks the
// rules and what they read, keeps its own copy, and returns an immutable
// value, safe for concurrent readers, whose methods are the rules, each
// named after the question it answers; the same question has the same
// name in all five rulesets (LoS, Cost, Cover, Move, Reach). Bad input
// gets an error prefixed with the package name.
//
// Here: [NewTable](models, pieces, [Rules]) returns a [*Table];
// [Table.LoS] answers sight and [Table.Cover] cover.
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
// the table it is its Ht. The height rules compare a model's own Ht by
// default, the seed's literal words, or its top ([Rules.Compare]); a
// diagonal sight line joins the tops by default, or the surfaces the
// models stand on ([Rules.Ends]).
//
// Boundary models are los's and geom's: bases and footprints are closed;
// an obstacle blocks a sight line that meets its interior, so a line
// grazing a base or running along a wall's edge is clear. Range is <=
// (a base exactly 6 in away is in range 6), decided exactly.
//
// # Bad input
//
// [NewTable] refuses what it cannot read, every problem reported: an
// invalid model or piece (no ID, a NaN or infinite position or height, a
// negative radius, an invalid footprint, a trait of the wrong kind), a
// duplicate ID, a model on an unknown piece or off its footprint, a top
// that is not finite. Questions about a model the table does not hold, or
// asked of a nil Table, are errors ("skirmish: unknown model ..."), or
// false where a method returns no error; the range tests are false for an
// invalid base or a NaN distance. Cost: a sight question is one
// los.BaseSolver query over the table's other models and opaque pieces.
//
// # The rules, in our words
//
// Each rule as this package applies it, with the reading it takes where
// the seed is open and the [Rules] field that chooses another.
//
//   - SKR-R1 Range. Range is measured from base edge to base edge; a model
//     is in range when that distance is at most the action's range, and
//     "within X" means some part of the base is within X.
//   - SKR-R2 Range is flat. Range is always measured from above, vantage
//     points included: heights never change it.
//   - SKR-B1 Bases. Every object has a base: models round ones (usually
//     30, 40 or 50 mm), terrain pieces their footprint. Models have no
//     facing.
//   - SKR-L1 Self. A model always has line of sight to itself.
//   - SKR-L2 Sight lines. They run from any point of the actor's base to
//     any point of the target's base, drawn from above; heights only
//     decide which obstacles count.
//   - SKR-L3 Line of sight. A model sees another if at least one sight
//     line crosses no opaque terrain and no other model's base, friend or
//     enemy; if every line is crossed, the target cannot be chosen.
//   - SKR-L4 Traits. For sight only light cover, heavy cover, dense and
//     opaque matter; other traits are for movement. Only opaque blocks.
//   - SKR-H1 Lower objects. An opaque object between (terrain or model)
//     whose Ht is lower than the actor's Ht or the target's Ht is ignored
//     for sight, not for cover. Readings: lower than at least one of the
//     two (Rules.LowerThanBoth: lower than both); a model's Ht is its own
//     Ht attribute (Rules.Compare = CompareTop: the Ht of what it stands on
//     plus its own).
//   - SKR-V1 Vantage points. Terrain of Ht 2 or more, and the models on
//     it, are vantage points; sight lines from or to a model on one are
//     drawn diagonally in 3D. A model within its own Ht of the edge of its
//     vantage point ignores that edge. Reading: the line joins the models'
//     tops (Rules.Ends = EndsAtSurface: the surfaces they stand on); the
//     whole piece is ignored.
//   - SKR-V2 Diagonal lines. Models between that are lower than the model
//     on the vantage point are ignored; terrain no higher than the lowest
//     model of the pair is ignored for sight (not cover); a line that
//     passes over opaque terrain at a point no higher than its Ht is
//     blocked. "Lower" compares the Ht of Rules.Compare.
//   - SKR-V3 Same height. When actor and target both stand on vantage
//     points of the same Ht, sight is drawn normally, from above.
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
//	SKR-H1  lower intervening objects ignored    Table.LoS (Reason LowerThanEnd), Rules.LowerThanBoth, Rules.Compare
//	SKR-V1  vantage points, diagonal lines, edge Piece.Vantage, VantageHt, Table.Diagonal, Table.OnVantage, NearEdge, Rules.Ends
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
// target's Ht (SKR-H1; lower than both with Rules.LowerThanBoth; Ht read
// as Rules.Compare says). LoS
// exists when some segment from the actor's base to the target's base
// meets no obstacle's interior; los.BaseSolver decides it exactly up to
// the rounding of its candidate lines and returns a witness.
//
// Diagonal (SKR-V1, V2): the sight line runs in 3D from the actor's top
// to the target's top (or surfaces, Rules.Ends). Other models count unless
// lower than a model of the pair that stands on a vantage point; opaque
// terrain counts unless its Ht is no higher than the lower of the two
// models (both as Rules.Compare reads a model's Ht). A counting model
// blocks where the line passes over its base below its top; a
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
//   - SKR-H1 and SKR-V2 compare a model's own Ht attribute by default,
//     as the seed's words say ("el atributo Ht de la miniatura"), so a
//     model of Ht 1 on a roof does not see over a wall of Ht 1.5, and two
//     snipers of Ht 1 on equal hills do not see over a street model of Ht
//     2. CompareTop reads the Ht as the model's top, and both verdicts
//     turn (TestSKR_Ht_Readings shows each scene both ways).
//   - The seed does not say at what height a diagonal line starts and
//     ends; this package joins the two tops by default (a model looks from
//     its eyes, the most generous choice); EndsAtSurface joins the
//     surfaces they stand on, and a wall close under a tower then blocks.
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
