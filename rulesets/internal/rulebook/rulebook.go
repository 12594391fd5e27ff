// Package rulebook is the table of rule IDs and short names that every
// bundled ruleset keeps, written once: the rulesets' RuleName, Cite and
// RuleIDs read it, and their tests check it against their package docs.
package rulebook

import (
	"os"
	"strings"
)

// Rule is one rule of a ruleset: its ID ("CEM-L3") and short name
// ("visibility sum").
type Rule struct{ ID, Name string }

// Book is a ruleset's rules in the order of its package doc. A Book is
// never written after initialisation.
type Book []Rule

// Name returns the short name of the rule id, or "" and false.
func (b Book) Name(id string) (string, bool) {
	for _, r := range b {
		if r.ID == id {
			return r.Name, true
		}
	}
	return "", false
}

// Cite returns id followed by its short name, or id alone if unknown.
func (b Book) Cite(id string) string {
	if n, ok := b.Name(id); ok {
		return id + " " + n
	}
	return id
}

// IDs returns the IDs in order, a new slice on every call.
func (b Book) IDs() []string {
	ids := make([]string, len(b))
	for i, r := range b {
		ids[i] = r.ID
	}
	return ids
}

// Missing returns the rules that the doc file at path does not state as
// "- ID name." (case and line breaks aside), and an error if it cannot
// be read: the check that go doc answers "what does this rule say".
func (b Book) Missing(path string) ([]Rule, error) {
	doc, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	text := strings.ToLower(strings.Join(strings.Fields(string(doc)), " "))
	var out []Rule
	for _, r := range b {
		if !strings.Contains(text, strings.ToLower("- "+r.ID+" "+r.Name+".")) {
			out = append(out, r)
		}
	}
	return out, nil
}
