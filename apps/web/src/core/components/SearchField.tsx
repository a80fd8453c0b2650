import SearchIcon from '@mui/icons-material/Search';
import { Box, FormControl, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import { TEXT_LIMITS } from '@partitura/domain';
import { useId } from 'react';

type Props = {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * The search box of a list screen, in a search landmark. Built from TextField's parts rather than
 * TextField itself: TextField brings the whole Select with its menus, and this box is on the home
 * screen, whose first load has a budget (ARCHITECTURE.md, "Delivery").
 */
export function SearchField({ label, placeholder, value, onChange }: Props) {
  const id = useId();
  return (
    <Box role="search" sx={{ mb: 3 }}>
      <FormControl fullWidth variant="outlined">
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          type="search"
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputProps={{ maxLength: TEXT_LIMITS.search }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          }
        />
      </FormControl>
    </Box>
  );
}
