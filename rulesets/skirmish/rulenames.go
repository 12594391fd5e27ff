package skirmish

import "github.com/warkit/warkit/rulesets/internal/rulebook"

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("SKR-H1") is "lower objects"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) { return rules.Name(id) }

// Cite returns id followed by its short name, "SKR-H1 lower objects", for
// explanations; an unknown id comes back alone.
func Cite(id string) string { return rules.Cite(id) }

// RuleIDs returns the IDs of the rules this package implements, in the
// order of the package doc, a new slice on every call.
func RuleIDs() []string { return rules.IDs() }

// rules is never written.
var rules = rulebook.Book{
	{ID: "SKR-R1", Name: "range"},
	{ID: "SKR-R2", Name: "range is flat"},
	{ID: "SKR-B1", Name: "bases"},
	{ID: "SKR-L1", Name: "self"},
	{ID: "SKR-L2", Name: "sight lines"},
	{ID: "SKR-L3", Name: "line of sight"},
	{ID: "SKR-L4", Name: "traits"},
	{ID: "SKR-H1", Name: "lower objects"},
	{ID: "SKR-V1", Name: "vantage points"},
	{ID: "SKR-V2", Name: "diagonal lines"},
	{ID: "SKR-V3", Name: "same height"},
}
