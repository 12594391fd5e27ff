package skirmish

import (
	"os"
	"strings"
	"testing"
)

// Every rule this package names is stated in its doc, in plain words,
// under its ID and short name, so go doc answers "what does it say".
func TestRuleNamesInDoc(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(doc)), " ")
	for _, id := range RuleIDs() {
		name, _ := RuleName(id)
		if !strings.Contains(strings.ToLower(text), strings.ToLower("- "+id+" "+name+".")) {
			t.Errorf("doc.go does not state %s (%s)", id, name)
		}
	}
	if _, ok := RuleName("XX-0"); ok || Cite("XX-0") != "XX-0" {
		t.Error("an unknown ID has a name")
	}
}
