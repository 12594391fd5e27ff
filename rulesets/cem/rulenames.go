package cem

import "github.com/warkit/warkit/rulesets/internal/rulebook"

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("CEM-L3") is "visibility sum"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) { return rules.Name(id) }

// Cite returns id followed by its short name, "CEM-L3 visibility sum", for
// explanations; an unknown id comes back alone.
func Cite(id string) string { return rules.Cite(id) }

// RuleIDs returns the IDs of the rules this package implements, in the
// order of the package doc, a new slice on every call.
func RuleIDs() []string { return rules.IDs() }

// rules is never written.
var rules = rulebook.Book{
	{ID: "CEM-T1", Name: "terrain traits"},
	{ID: "CEM-T2", Name: "movement cost"},
	{ID: "CEM-T3", Name: "resistance"},
	{ID: "CEM-C1", Name: "crest lines"},
	{ID: "CEM-C2", Name: "second crossing"},
	{ID: "CEM-L1", Name: "golden rule"},
	{ID: "CEM-L2", Name: "figure to figure"},
	{ID: "CEM-L3", Name: "visibility sum"},
	{ID: "CEM-L4", Name: "seen"},
	{ID: "CEM-L5", Name: "edge of an obstacle"},
	{ID: "CEM-L6", Name: "cover"},
	{ID: "CEM-L7", Name: "unit fire"},
	{ID: "CEM-L8", Name: "moving targets"},
	{ID: "CEM-M1", Name: "allowances"},
	{ID: "CEM-M2", Name: "moving a unit"},
	{ID: "CEM-M3", Name: "keep 5 m away"},
	{ID: "CEM-M4", Name: "charge"},
}
