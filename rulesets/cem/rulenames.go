package cem

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("CEM-L3") is "visibility sum"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) {
	for _, r := range ruleNames {
		if r.id == id {
			return r.name, true
		}
	}
	return "", false
}

// Cite returns id followed by its short name, "CEM-L3 visibility sum", for
// explanations; an unknown id comes back alone.
func Cite(id string) string {
	if n, ok := RuleName(id); ok {
		return id + " " + n
	}
	return id
}

// RuleIDs returns the IDs of the rules this package implements, in the
// order of the package doc, a new slice on every call.
func RuleIDs() []string {
	ids := make([]string, len(ruleNames))
	for i, r := range ruleNames {
		ids[i] = r.id
	}
	return ids
}

// ruleNames is never written.
var ruleNames = [...]struct{ id, name string }{
	{"CEM-T1", "terrain traits"},
	{"CEM-T2", "movement cost"},
	{"CEM-T3", "resistance"},
	{"CEM-C1", "crest lines"},
	{"CEM-C2", "second crossing"},
	{"CEM-L1", "golden rule"},
	{"CEM-L2", "figure to figure"},
	{"CEM-L3", "visibility sum"},
	{"CEM-L4", "seen"},
	{"CEM-L5", "edge of an obstacle"},
	{"CEM-L6", "cover"},
	{"CEM-L7", "unit fire"},
	{"CEM-L8", "moving targets"},
	{"CEM-M1", "allowances"},
	{"CEM-M2", "moving a unit"},
	{"CEM-M3", "keep 5 m away"},
	{"CEM-M4", "charge"},
}
