"""Scratch: a line's shape for counting templates (numbers and mana costs normalized)."""
import re


def shape(line: str) -> str:
    s = re.sub(r"(\{[^}]+\})+", "{M}", line)
    s = re.sub(r"\b\d+\b", "N", s)
    s = re.sub(r"\b(one|two|three|four|five|six)\b", "N", s)
    return s
