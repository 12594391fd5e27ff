package skirmish

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("SKR-H1") is "lower objects"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) {
	for _, r := range ruleNames {
		if r.id == id {
			return r.name, true
		}
	}
	return "", false
}

// Cite returns id followed by its short name, "SKR-H1 lower objects", for
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
	{"SKR-R1", "range"},
	{"SKR-R2", "range is flat"},
	{"SKR-B1", "bases"},
	{"SKR-L1", "self"},
	{"SKR-L2", "sight lines"},
	{"SKR-L3", "line of sight"},
	{"SKR-L4", "traits"},
	{"SKR-H1", "lower objects"},
	{"SKR-V1", "vantage points"},
	{"SKR-V2", "diagonal lines"},
	{"SKR-V3", "same height"},
}
