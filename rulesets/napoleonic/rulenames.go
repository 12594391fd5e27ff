package napoleonic

import "github.com/warkit/warkit/rulesets/internal/rulebook"

// RuleName returns the short name of the rule of this package called id,
// as the package doc states it (RuleName("NAP-F8") is "portions in melee"), or ""
// and false for an ID this package does not implement.
func RuleName(id string) (string, bool) { return rules.Name(id) }

// Cite returns id followed by its short name, "NAP-F8 portions in melee", for
// explanations; an unknown id comes back alone.
func Cite(id string) string { return rules.Cite(id) }

// RuleIDs returns the IDs of the rules this package implements, in the
// order of the package doc, a new slice on every call.
func RuleIDs() []string { return rules.IDs() }

// rules is never written.
var rules = rulebook.Book{
	{ID: "NAP-F1", Name: "formations"},
	{ID: "NAP-F2", Name: "infantry column"},
	{ID: "NAP-F3", Name: "column melee"},
	{ID: "NAP-F4", Name: "cavalry column"},
	{ID: "NAP-F5", Name: "column of companies"},
	{ID: "NAP-F6", Name: "column movement"},
	{ID: "NAP-F7", Name: "wheel into line"},
	{ID: "NAP-F8", Name: "portions in melee"},
	{ID: "NAP-F9", Name: "column defence by facing"},
	{ID: "NAP-F10", Name: "several attackers"},
	{ID: "NAP-F11", Name: "fire at a moving column"},
	{ID: "NAP-L1", Name: "line"},
	{ID: "NAP-L2", Name: "infantry line"},
	{ID: "NAP-L3", Name: "infantry line movement"},
	{ID: "NAP-L4", Name: "cavalry line"},
	{ID: "NAP-L5", Name: "Old Guard"},
	{ID: "NAP-L6", Name: "dearest hex"},
	{ID: "NAP-L7", Name: "line fire"},
	{ID: "NAP-L8", Name: "hex melee"},
	{ID: "NAP-L9", Name: "refused flank"},
	{ID: "NAP-L10", Name: "farm or town"},
	{ID: "NAP-L11", Name: "wheeling part of a line"},
}
