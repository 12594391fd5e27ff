package tactical

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("TAC-F4") is "leader loss"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) {
	for _, r := range ruleNames {
		if r.id == id {
			return r.name, true
		}
	}
	return "", false
}

// Cite returns id followed by its short name, "TAC-F4 leader loss", for
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
	{"TAC-A1", "where and how many"},
	{"TAC-A2", "who may assault"},
	{"TAC-A3", "the sequence"},
	{"TAC-A4", "where a defensive fire's terrain comes from"},
	{"TAC-F1", "fire"},
	{"TAC-F2", "hits"},
	{"TAC-F3", "morale after fire"},
	{"TAC-F4", "leader loss"},
	{"TAC-M1", "morale check"},
	{"TAC-R1", "assault resolution"},
	{"TAC-R2", "continuation"},
	{"TAC-R3", "the loser"},
	{"TAC-R4", "fire into an assault"},
}
