package combat

// CheckOutcomes returns the exact pass/fail distribution of a target-number
// check: d is rolled, the modifiers are added, and the final roll is
// compared by c. true is a pass. The weights count the dice outcomes (2D6
// gives a total of 36), so the result feeds [MapOutcomes] and [DistOf]
// directly; [CheckChance] is its probability of true. Results appear in the
// order the ascending rolls first reach them. An invalid dice expression,
// modifier sum or a final roll beyond the range of int is an error.
func CheckOutcomes(d Dice, mods Mods, c Check) (Outcomes[bool], error) {
	if err := c.Validate(); err != nil {
		return Outcomes[bool]{}, err
	}
	b, err := mods.Sum()
	if err != nil {
		return Outcomes[bool]{}, err
	}
	dist, err := d.Dist()
	if err != nil {
		return Outcomes[bool]{}, err
	}
	shifted, err := dist.Shift(b.Total)
	if err != nil {
		return Outcomes[bool]{}, err
	}
	return MapDist(shifted, c.pass), nil
}
