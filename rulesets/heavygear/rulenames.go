package heavygear

import "github.com/warkit/warkit/rulesets/internal/rulebook"

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("HG-C1") is "cover modifier"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) { return rules.Name(id) }

// Cite returns id followed by its short name, "HG-C1 cover modifier", for
// explanations; an unknown id comes back alone.
func Cite(id string) string { return rules.Cite(id) }

// RuleIDs returns the IDs of the rules this package implements, in the
// order of the package doc, a new slice on every call.
func RuleIDs() []string { return rules.IDs() }

// rules is never written.
var rules = rulebook.Book{
	{ID: "HG-S1", Name: "table set-up"},
	{ID: "HG-M1", Name: "movement cost"},
	{ID: "HG-M2", Name: "elevation"},
	{ID: "HG-K1", Name: "passive lock"},
	{ID: "HG-K2", Name: "active lock"},
	{ID: "HG-K3", Name: "which terrain conceals"},
	{ID: "HG-K4", Name: "concealment points"},
	{ID: "HG-C1", Name: "cover modifier"},
	{ID: "HG-C2", Name: "abstract terrain"},
	{ID: "HG-C3", Name: "representative terrain"},
}
