package terrain

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
)

// This file holds what the two file formats share: trait objects, number
// formatting and the location of JSON errors.

// bytePos formats a byte offset of data with its line and column.
func bytePos(data []byte, off int64) string {
	off = min(max(off, 0), int64(len(data)))
	line := 1 + bytes.Count(data[:off], []byte{'\n'})
	col := off - int64(bytes.LastIndexByte(data[:off], '\n'))
	return fmt.Sprintf("byte %d (line %d, column %d)", off, line, col)
}

// decodeTraits reads a JSON object of trait values, keeping the order of
// its members: a number is a number, true or false a flag, a string an
// enumeration member. null stands for "no object". Every problem is
// reported. raw has passed scanJSON (so it is well formed and has no
// duplicate member names); it is read in place, without a json.Decoder.
func decodeTraits(raw json.RawMessage) ([]Trait, []error) {
	c := jsonChecker{data: raw}
	c.skipSpace()
	if c.i >= len(raw) || string(raw) == "null" {
		return nil, nil
	}
	if raw[c.i] != '{' {
		return nil, []error{errors.New("traits must be a JSON object")}
	}
	c.i++
	var ts []Trait
	if n := countMembers(raw[c.i-1:]); n > 0 {
		ts = make([]Trait, 0, n) // exactly, not by appends that grow
	}
	var errs []error
	for {
		c.skipSpace()
		if c.i >= len(raw) || raw[c.i] == '}' {
			return ts, errs
		}
		name, err := c.str(true)
		if err != nil {
			return ts, append(errs, err.Err)
		}
		c.skipSpace()
		c.i++ // ':'
		c.skipSpace()
		v, why := c.traitValue()
		if why != "" {
			errs = append(errs, fmt.Errorf("trait %s: %s", shortQuote(name), why))
		} else {
			ts = append(ts, Trait{Name: name, Value: v})
		}
		c.skipSpace()
		if c.i < len(raw) && raw[c.i] == ',' {
			c.i++
		}
	}
}

// traitValue reads one member value as a trait Value, or says why it
// cannot be one.
func (c *jsonChecker) traitValue() (Value, string) {
	start := c.i
	if c.i >= len(c.data) {
		return Value{}, "missing value"
	}
	switch b := c.data[c.i]; {
	case b == '"':
		s, err := c.str(true)
		if err != nil {
			return Value{}, err.Err.Error()
		}
		return EnumValue(s), ""
	case b == '-' || (b >= '0' && b <= '9'):
		if err := c.number(); err != nil {
			return Value{}, err.Err.Error()
		}
		f, err := strconv.ParseFloat(string(c.data[start:c.i]), 64)
		if err != nil || math.IsInf(f, 0) {
			return Value{}, fmt.Sprintf("number %s is out of range", clip(string(c.data[start:c.i]), 32))
		}
		return NumberValue(f), ""
	case bytes.HasPrefix(c.data[c.i:], []byte("true")):
		c.i += 4
		return FlagValue(true), ""
	case bytes.HasPrefix(c.data[c.i:], []byte("false")):
		c.i += 5
		return FlagValue(false), ""
	case bytes.HasPrefix(c.data[c.i:], []byte("null")):
		c.i += 4
		return Value{}, "value must be a number, true/false or a string, not null"
	}
	if err := c.value(0); err != nil { // skip the nested value
		return Value{}, err.Err.Error()
	}
	return Value{}, "value must be a number, true/false or a string"
}

// appendTraits writes ts as a JSON object.
func appendTraits(b []byte, ts []Trait) []byte {
	b = append(b, '{')
	for i, t := range ts {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = appendString(b, t.Name)
		b = append(b, ": "...)
		b = appendValue(b, t.Value)
	}
	return append(b, '}')
}

func appendValue(b []byte, v Value) []byte {
	switch v.Kind() {
	case KindNumber:
		return appendFloat(b, v.num)
	case KindFlag:
		return strconv.AppendBool(b, v.num != 0)
	}
	return appendString(b, v.sym)
}

func appendString(b []byte, s string) []byte {
	q, _ := json.Marshal(s) // a string always marshals
	return append(b, q...)
}

// appendFloat writes a finite x as the shortest JSON number that reads
// back as x.
func appendFloat(b []byte, x float64) []byte {
	abs := math.Abs(x)
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		return strconv.AppendFloat(b, x, 'e', -1, 64)
	}
	return strconv.AppendFloat(b, x, 'f', -1, 64)
}

// appendTypes writes terrain types as JSON objects {"name", "traits"}, one
// per line, each line starting with indent; both file formats share it.
func appendTypes(out []byte, types []Type, indent string) []byte {
	for i, t := range types {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, indent...)
		out = append(out, "{\"name\": "...)
		out = appendString(out, t.Name)
		out = append(out, ", \"traits\": "...)
		out = appendTraits(out, t.Traits)
		out = append(out, '}')
	}
	return out
}
