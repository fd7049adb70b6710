// Reading the inputs of the native test executables: a compiled card blob and
// decks as whitespace-separated def ids.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "types.h"

inline std::string ReadFile(const char* path) {
  std::FILE* f = std::fopen(path, "rb");
  if (!f) {
    std::fprintf(stderr, "cannot open %s\n", path);
    std::exit(2);
  }
  std::string out;
  char buf[65536];
  for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) out.append(buf, n);
  std::fclose(f);
  return out;
}

inline std::vector<mtg::DefId> ReadDeck(const char* path) {
  std::vector<mtg::DefId> deck;
  std::string text = ReadFile(path);
  for (size_t i = 0; i < text.size();) {
    size_t j = text.find_first_of(" \n", i);
    if (j == std::string::npos) j = text.size();
    if (j > i) deck.push_back(std::stoi(text.substr(i, j - i)));
    i = j + 1;
  }
  return deck;
}
