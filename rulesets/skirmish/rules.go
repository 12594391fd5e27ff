package skirmish

// Rules are the readings of the seed's ambiguities. The zero value is the
// default of SPEC.md.
type Rules struct {
	// LowerThanBoth reads SKR-H1 as "an intervening object is ignored when
	// it is lower than both the actor and the target". The default (false)
	// is the literal reading: lower than at least one of them.
	LowerThanBoth bool
}
