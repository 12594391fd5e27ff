package napoleonic

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("NAP-F8") is "portions in melee"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) {
	for _, r := range ruleNames {
		if r.id == id {
			return r.name, true
		}
	}
	return "", false
}

// Cite returns id followed by its short name, "NAP-F8 portions in melee", for
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
	{"NAP-F1", "formations"},
	{"NAP-F2", "infantry column"},
	{"NAP-F3", "column melee"},
	{"NAP-F4", "cavalry column"},
	{"NAP-F5", "column of companies"},
	{"NAP-F6", "column movement"},
	{"NAP-F7", "wheel into line"},
	{"NAP-F8", "portions in melee"},
	{"NAP-F9", "column defence by facing"},
	{"NAP-F10", "several attackers"},
	{"NAP-F11", "fire at a moving column"},
	{"NAP-L1", "line"},
	{"NAP-L2", "infantry line"},
	{"NAP-L3", "infantry line movement"},
	{"NAP-L4", "cavalry line"},
	{"NAP-L5", "Old Guard"},
	{"NAP-L6", "dearest hex"},
	{"NAP-L7", "line fire"},
	{"NAP-L8", "hex melee"},
	{"NAP-L9", "refused flank"},
	{"NAP-L10", "farm or town"},
	{"NAP-L11", "wheeling part of a line"},
}
