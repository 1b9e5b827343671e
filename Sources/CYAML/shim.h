#ifndef THEMEC_CYAML_SHIM_H
#define THEMEC_CYAML_SHIM_H
#include <yaml.h>
#endif
