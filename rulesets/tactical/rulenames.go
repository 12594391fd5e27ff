package tactical

import "github.com/warkit/warkit/rulesets/internal/rulebook"

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("TAC-F4") is "leader loss"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) { return rules.Name(id) }

// Cite returns id followed by its short name, "TAC-F4 leader loss", for
// explanations; an unknown id comes back alone.
func Cite(id string) string { return rules.Cite(id) }

// RuleIDs returns the IDs of the rules this package implements, in the
// order of the package doc, a new slice on every call.
func RuleIDs() []string { return rules.IDs() }

// rules is never written.
var rules = rulebook.Book{
	{ID: "TAC-A1", Name: "where and how many"},
	{ID: "TAC-A2", Name: "who may assault"},
	{ID: "TAC-A3", Name: "the sequence"},
	{ID: "TAC-A4", Name: "where a defensive fire's terrain comes from"},
	{ID: "TAC-F1", Name: "fire"},
	{ID: "TAC-F2", Name: "hits"},
	{ID: "TAC-F3", Name: "morale after fire"},
	{ID: "TAC-F4", Name: "leader loss"},
	{ID: "TAC-M1", Name: "morale check"},
	{ID: "TAC-R1", Name: "assault resolution"},
	{ID: "TAC-R2", Name: "continuation"},
	{ID: "TAC-R3", Name: "the loser"},
	{ID: "TAC-R4", Name: "fire into an assault"},
}
