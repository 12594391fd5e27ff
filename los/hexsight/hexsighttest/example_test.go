package hexsighttest_test

import (
	"fmt"

	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
)

// A ruleset checks its own hex sight on generated maps: here the kit's
// scenes and rules, under the defender's choice at spines. A nil error
// means every law held, and that the cases did test something.
func ExampleCheckLaws() {
	rules := hexsighttest.Rules(hexsight.SpineTargetChoice, true, 2)
	err := hexsighttest.CheckLaws(hexsighttest.Laws{
		Sight: hexsighttest.RulesJudge(rules),
		Maps:  hexsighttest.SceneMaps(4),
		Cases: 10,
	})
	fmt.Println(err)
	// Output:
	// <nil>
}
