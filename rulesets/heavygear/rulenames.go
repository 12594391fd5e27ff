package heavygear

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("HG-C1") is "cover modifier"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) {
	for _, r := range ruleNames {
		if r.id == id {
			return r.name, true
		}
	}
	return "", false
}

// Cite returns id followed by its short name, "HG-C1 cover modifier", for
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
	{"HG-S1", "table set-up"},
	{"HG-M1", "movement cost"},
	{"HG-M2", "elevation"},
	{"HG-K1", "passive lock"},
	{"HG-K2", "active lock"},
	{"HG-K3", "which terrain conceals"},
	{"HG-K4", "concealment points"},
	{"HG-C1", "cover modifier"},
	{"HG-C2", "abstract terrain"},
	{"HG-C3", "representative terrain"},
}
