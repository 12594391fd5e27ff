package terrain

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
)

// This file holds what the two file formats share: trait objects, number
// formatting and the location of JSON errors.

// jsonError converts an error of encoding/json into an *Error that says
// where in data it is.
func jsonError(subject string, err error, data []byte) *Error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return &Error{Subject: subject, Path: bytePos(data, se.Offset), Err: se}
	case errors.As(err, &te):
		path := bytePos(data, te.Offset)
		if te.Field != "" {
			path = te.Field + " at " + path
		}
		return &Error{Subject: subject, Path: path, Err: fmt.Errorf("%s value where %v is wanted", te.Value, te.Type)}
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return &Error{Subject: subject, Path: bytePos(data, int64(len(data))), Err: errors.New("unexpected end of JSON input")}
	}
	return &Error{Subject: subject, Err: err}
}

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
// reported.
func decodeTraits(raw json.RawMessage) ([]Trait, []error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, []error{err}
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, []error{errors.New("traits must be a JSON object")}
	}
	var ts []Trait
	var errs []error
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return ts, append(errs, err)
		}
		name := tok.(string) // object keys are strings
		tok, err = dec.Token()
		if err != nil {
			return ts, append(errs, err)
		}
		var v Value
		switch x := tok.(type) {
		case json.Number:
			f, err := strconv.ParseFloat(string(x), 64)
			if err != nil || math.IsInf(f, 0) {
				errs = append(errs, fmt.Errorf("trait %q: number %s is out of range", name, x))
				continue
			}
			v = NumberValue(f)
		case bool:
			v = FlagValue(x)
		case string:
			v = EnumValue(x)
		case json.Delim:
			// Skip the nested value.
			depth := 1
			for depth > 0 {
				t, err := dec.Token()
				if err != nil {
					return ts, append(errs, err)
				}
				if d, ok := t.(json.Delim); ok {
					if d == '{' || d == '[' {
						depth++
					} else {
						depth--
					}
				}
			}
			errs = append(errs, fmt.Errorf("trait %q: value must be a number, true/false or a string", name))
			continue
		default: // nil
			errs = append(errs, fmt.Errorf("trait %q: value must be a number, true/false or a string, not null", name))
			continue
		}
		if seen[name] {
			errs = append(errs, fmt.Errorf("trait %q given twice", name))
			continue
		}
		seen[name] = true
		ts = append(ts, Trait{Name: name, Value: v})
	}
	return ts, errs
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
