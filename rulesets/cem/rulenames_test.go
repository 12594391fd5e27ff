package cem

import "testing"

// Every rule this package names is stated in its doc, in plain words,
// under its ID and short name, so go doc answers "what does it say".
func TestRuleNamesInDoc(t *testing.T) {
	missing, err := rules.Missing("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range missing {
		t.Errorf("doc.go does not state %s (%s)", r.ID, r.Name)
	}
	if _, ok := RuleName("XX-0"); ok || Cite("XX-0") != "XX-0" {
		t.Error("an unknown ID has a name")
	}
}
