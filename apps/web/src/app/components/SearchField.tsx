import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import { TEXT_LIMITS } from '@partitura/domain';

type Props = {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box of a list screen, in a search landmark. */
export function SearchField({ label, placeholder, value, onChange }: Props) {
  return (
    <Box role="search" sx={{ mb: 3 }}>
      <TextField
        fullWidth
        type="search"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: TEXT_LIMITS.search },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
